// The order pad's contract (docs/product.md#staff-take-orders): staff take counter and phone orders
// on the live menu, priced, taxed, numbered and billed by the server exactly as online orders are.
// Amounts are rupees at this edge, as everywhere in the API.
import { z } from 'zod';
import { formatRupees, hasAtMostTwoDecimals } from '../money.ts';
import { STAFF_CHANNELS } from '../order-book/channels.ts';
import { COUNTER_KINDS, ORDER_TYPES } from '../orders.ts';
import { fullNameSchema, phoneSchema } from '../validation.ts';
import { addressSchema } from './customer.ts';
import { idempotencyKeySchema, orderAddressSchema, orderLinesSchema, orderSchema } from './orders.ts';

export const ORDER_PAD_MESSAGES = {
  linesRequired: 'Add at least one item',
  phoneNeedsCustomer: "A phone order needs the customer's phone number",
  counterIsNotDelivered: 'A counter order is eaten here or taken away: take a phone order to deliver',
  codeNeedsCustomer: "A discount code needs the customer's phone number",
  oneDiscount: 'Use a code or a discount by hand, not both',
  manualDiscountManagers: 'Only a manager can take money off by hand',
  manualDiscountReason: 'Say why the discount is given',
  manualDiscountTooLarge: 'The discount cannot be more than the items',
  paidNowOnly: 'A counter order is paid at the counter when it is taken',
  tenderedOnlyCash: 'Cash given is only for cash payments',
  tenderedShort: (shortPaise: number) => `The cash given is ${formatRupees(shortPaise)} short of the total`,
  tokenNotReserved: 'This token was not reserved by you for that day: reserve tokens again',
  tokenOnlyCounter: 'Only counter orders have tokens',
  totalChanged: (totalPaise: number) =>
    `Prices changed: the total is now ${formatRupees(totalPaise)}. Check it with the customer and take the order again.`,
  voidReason: 'Say why the order is voided',
  voidNotPaid: 'Only a paid order is voided; cancel an unpaid one',
  voidOnline: 'An order paid online is refunded through the gateway: cancel or refund it',
  phoneNotCustomer: "This number belongs to a team account, not a customer's",
  deliveryNeedsAddress: 'A phone delivery needs the address',
  phoneCashAtTheDoor:
    'Cash for a phone order is collected at the door or the counter: take it unpaid, or paid now by UPI or card',
  takenAtOnlyQueued: 'Only a counter order kept on the pad, with its token, carries the time it was taken',
  voidNeeded: 'A paid order is voided by a manager, with a reason',
  customerCannotCancel: 'Call the shop to change an order taken on the phone or at the counter',
  codeNeedsKnownCustomer:
    'A code is for a customer the shop knows (one who signed in or ordered before): a manager can apply it',
  keyUsedOnline: "This order's key is already one of the customer's online orders: take the order again",
} as const;

/** Rupees as a form sends them: not negative, at most 2 decimals, at most a lakh. */
const rupees = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(100_000, `${label} can be at most ₹1,00,000`)
    .refine(hasAtMostTwoDecimals, `${label} can have at most 2 decimals`);

const reasonSchema = (message: string) => z.string({ error: message }).trim().min(1, message).max(200);

/** How a staff order is paid; 'cod' is cash (at the counter, or at the door for a delivery). */
export const STAFF_PAYMENT_METHODS = ['cod', 'upi', 'card'] as const;
export type StaffPaymentMethod = (typeof STAFF_PAYMENT_METHODS)[number];

/** POST /api/admin/orders: one order taken at the counter or on the phone. */
export const staffOrderBodySchema = z
  .object({
    /** Made by the pad when the order is taken and kept with it until the server answers. */
    idempotencyKey: idempotencyKeySchema,
    channel: z.enum(STAFF_CHANNELS),
    lines: orderLinesSchema.min(1, ORDER_PAD_MESSAGES.linesRequired),
    /** Counter orders: eaten here or taken away (takeaway when absent). */
    counterKind: z.enum(COUNTER_KINDS).optional(),
    /** Phone orders: delivered or collected. A counter order is always collected at the counter. */
    orderType: z.enum(ORDER_TYPES).default('pickup'),
    /**
     * The customer by phone: found, or created without an SMS (a name helps the bill). Optional at
     * the counter; required on the phone.
     */
    customer: z.object({ phone: phoneSchema, name: fullNameSchema.optional() }).optional(),
    /** A phone delivery: the address, in the area, priced with its fee and minimum as online. */
    address: orderAddressSchema.optional(),
    /** One of the customer's saved addresses the address comes from (its point is used). */
    savedAddressId: z.string().max(100).optional(),
    payment: z.object({
      method: z.enum(STAFF_PAYMENT_METHODS),
      /**
       * Paid as the order is taken: every counter order (UPI once staff saw the money arrive on the
       * exact-amount QR); a phone order is paid at the door or on collection (false).
       */
      paidNow: z.boolean(),
      /** Cash handed over, to work out the change (cash paid now only). */
      tendered: rupees('Cash given').optional(),
    }),
    discountCode: z.string().trim().max(40).optional(),
    /** Money off beyond a code: managers only, with a reason. */
    manualDiscount: z
      .object({
        amount: rupees('Discount').refine((v) => v > 0, 'Discount must be more than ₹0'),
        reason: reasonSchema(ORDER_PAD_MESSAGES.manualDiscountReason),
      })
      .optional(),
    /** A counter order's token from a block this staff member reserved (POST /api/admin/order-pad/tokens). */
    token: z.number().int().min(1).max(99_999).optional(),
    /** The total the pad showed, rupees: a server total that differs is refused (409) unless `takenAt` is set. */
    expectedTotal: z.number().min(0).optional(),
    /**
     * When the pad took the order, if it was kept on the device because the server could not be
     * reached: the server then takes it at its own prices and says how they differ, since the money
     * changed hands already.
     */
    takenAt: z.iso.datetime({ offset: true }).optional(),
  })
  .superRefine((body, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    if (body.channel === 'phone' && !body.customer)
      issue(['customer'], ORDER_PAD_MESSAGES.phoneNeedsCustomer);
    if (body.channel === 'counter' && body.orderType === 'delivery')
      issue(['orderType'], ORDER_PAD_MESSAGES.counterIsNotDelivered);
    if (body.channel === 'counter' && !body.payment.paidNow)
      issue(['payment', 'paidNow'], ORDER_PAD_MESSAGES.paidNowOnly);
    if (body.payment.tendered !== undefined && (body.payment.method !== 'cod' || !body.payment.paidNow))
      issue(['payment', 'tendered'], ORDER_PAD_MESSAGES.tenderedOnlyCash);
    if (body.discountCode && !body.customer) issue(['discountCode'], ORDER_PAD_MESSAGES.codeNeedsCustomer);
    if (body.discountCode && body.manualDiscount) issue(['manualDiscount'], ORDER_PAD_MESSAGES.oneDiscount);
    if (body.token !== undefined && body.channel !== 'counter')
      issue(['token'], ORDER_PAD_MESSAGES.tokenOnlyCounter);
    // Paid now on the phone means the money arrived: by UPI or card. Cash is handed over later.
    if (body.channel === 'phone' && body.payment.method === 'cod' && body.payment.paidNow)
      issue(['payment', 'paidNow'], ORDER_PAD_MESSAGES.phoneCashAtTheDoor);
    // The pad's queue holds counter orders only, each numbered from a reserved block: any other
    // order's time is the server's, not the client's word.
    if (body.takenAt !== undefined && (body.channel !== 'counter' || body.token === undefined))
      issue(['takenAt'], ORDER_PAD_MESSAGES.takenAtOnlyQueued);
  });
export type StaffOrderBody = z.input<typeof staffOrderBodySchema>;

export const staffOrderResponseSchema = z.object({
  order: orderSchema,
  /** False when the same key was sent again: the order it placed, unchanged. */
  created: z.boolean(),
  /** Cash to hand back (cash paid now with `tendered`); null otherwise. */
  change: z.number().nullable(),
  /**
   * An order sent from the pad's queue whose server total differs from what the pad showed when it
   * took the money: both, so staff can settle the difference. Null when they agree.
   */
  repriced: z.object({ shown: z.number(), total: z.number() }).nullable(),
});
export type StaffOrderResponse = z.infer<typeof staffOrderResponseSchema>;

/** POST /api/admin/order-pad/tokens: reserve the next tokens of today for this pad. */
export const TOKEN_BLOCK = { default: 20, max: 50 } as const;
export const tokenBlockBodySchema = z.object({
  count: z.number().int().min(1).max(TOKEN_BLOCK.max).default(TOKEN_BLOCK.default),
});
export const tokenBlockSchema = z.object({
  /** The shop day the tokens are for ('YYYY-MM-DD'): they are not valid on another. */
  shopDay: z.string(),
  first: z.number(),
  last: z.number(),
});
export type TokenBlock = z.infer<typeof tokenBlockSchema>;

/** GET /api/admin/customers/lookup?phone=: the customer with this number and their saved addresses. */
export const customerLookupQuerySchema = z.object({ phone: phoneSchema });
export const customerLookupSchema = z.object({
  customer: z.object({ id: z.string(), name: z.string().nullable(), phone: z.string() }).nullable(),
  addresses: z.array(addressSchema),
});
export type CustomerLookup = z.infer<typeof customerLookupSchema>;

/** POST /api/admin/orders/:id/void: a paid counter or phone order, money handed back (managers). */
export const voidOrderBodySchema = z.object({ reason: reasonSchema(ORDER_PAD_MESSAGES.voidReason) });
