// The contract of a tip added after delivery (docs/product.md#tips): what the order's page shows,
// the amount the customer chose, and the gateway's checkout window for it. Amounts on the wire are
// rupees (decision 028) except amountPaise, which the gateway's checkout takes as it is.
import { z } from 'zod';
import { TIP_STATUSES } from './tips.ts';
import { checkoutTipProblem, TIP_MESSAGES } from './tips-rules.ts';

/** POST /api/orders/:id/tips: the tip in rupees, ₹1 to what the order can still take. */
export const addTipBodySchema = z.object({
  amount: z.number({ error: TIP_MESSAGES.amount }).superRefine((amount, ctx) => {
    const problem = amount === 0 ? TIP_MESSAGES.amount : checkoutTipProblem(amount);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
});
export type AddTipBody = z.infer<typeof addTipBodySchema>;

export const tipParamsSchema = z.object({ id: z.string().max(100), tipId: z.string().max(100) });

/** GET /api/orders/:id/tips: whether a tip can be added now, for whom, and the tips so far. */
export const orderTipsSchema = z.object({
  /** A tip can be added now (delivered by a rider, within the window, online payment offered, room left). */
  open: z.boolean(),
  /** Why not, in words, when it cannot; null when it can. */
  closedReason: z.string().nullable(),
  /** The first name of the rider who delivered; null without one. */
  riderName: z.string().nullable(),
  /** The tip added at checkout, in rupees (0 for none). */
  atCheckout: z.number(),
  /** How much more the order can take, in rupees. */
  left: z.number(),
  /** Until when a tip can be added, ISO; null when the order was not delivered by a rider. */
  until: z.string().nullable(),
  tips: z.array(
    z.object({
      id: z.string(),
      amount: z.number(),
      status: z.enum(TIP_STATUSES),
      paidAt: z.string().nullable(),
    }),
  ),
});
export type OrderTips = z.infer<typeof orderTipsSchema>;

/** POST /api/orders/:id/tips: the gateway's checkout window for the tip. */
export const tipSessionSchema = z.object({
  tipId: z.string(),
  keyId: z.string(),
  gatewayOrderId: z.string(),
  amountPaise: z.number().int(),
  currency: z.literal('INR'),
  shopName: z.string(),
  description: z.string(),
  customerPhone: z.string().nullable(),
  checkoutScriptUrl: z.string(),
});
export type TipSession = z.infer<typeof tipSessionSchema>;
