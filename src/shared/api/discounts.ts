// Discount codes: the admin's view and form, and the customer's check at checkout.
import { z } from 'zod';
import { ORDER_LIMITS } from '../constants.ts';
import { DISCOUNT_KINDS } from '../discounts.ts';
import { toPaise } from '../money.ts';
import { LINES_LIMIT_MESSAGE, lineChoiceFields } from './orders.ts';

export { DISCOUNT_KINDS };

export const discountCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  description: z.string().nullable(),
  kind: z.enum(DISCOUNT_KINDS),
  /** Percent for 'percent'; rupees for 'flat'. */
  value: z.number(),
  minOrder: z.number(),
  maxUses: z.number().int().nullable(),
  usesPerCustomer: z.number().int().nullable(),
  firstOrderOnly: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  isActive: z.boolean(),
  usedCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DiscountCode = z.infer<typeof discountCodeSchema>;

const optionalCount = (label: string) =>
  z
    .number()
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(1_000_000)
    .nullable()
    .default(null);

const dateTime = z.iso.datetime({ offset: true, message: 'Use a date and time' }).nullable().default(null);

export const discountCodeInputSchema = z
  .object({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{3,20}$/, 'Code must be 3 to 20 letters or digits'),
    description: z.string().trim().max(200).nullable().default(null),
    kind: z.enum(DISCOUNT_KINDS, 'Choose percent or flat amount'),
    value: z.number('Value is required').positive('Value must be greater than 0'),
    minOrder: z.number().min(0, 'Minimum order cannot be negative').max(100_000).default(0),
    maxUses: optionalCount('Maximum uses'),
    usesPerCustomer: optionalCount('Uses per customer'),
    firstOrderOnly: z.boolean().default(false),
    startsAt: dateTime,
    endsAt: dateTime,
    isActive: z.boolean().default(true),
  })
  .superRefine((input, ctx) => {
    if (input.kind === 'percent' && (input.value > 100 || !Number.isInteger(input.value)))
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: 'Percent must be a whole number from 1 to 100',
      });
    if (input.kind === 'flat' && toPaise(input.value) > 10_000_000)
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Amount is too large' });
    if (input.startsAt && input.endsAt && new Date(input.endsAt) <= new Date(input.startsAt))
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'End must be after start' });
  });
export type DiscountCodeInput = z.input<typeof discountCodeInputSchema>;

export const discountCodesResponseSchema = z.object({ codes: z.array(discountCodeSchema) });

/** Checkout preview: the server prices the lines and applies the code as the order would. */
export const checkDiscountBodySchema = z.object({
  code: z.string().trim().min(1, 'Enter a code').max(40),
  lines: z
    .array(
      z.object({
        menuItemId: z.string().max(100),
        quantity: z.number().int().min(1).max(ORDER_LIMITS.maxQuantityPerLine),
        // The options price the line as the order would (item price plus their deltas).
        ...lineChoiceFields,
      }),
    )
    .max(ORDER_LIMITS.maxLines, LINES_LIMIT_MESSAGE),
});
export const checkDiscountResponseSchema = z.object({
  code: z.string(),
  subtotal: z.number(),
  discount: z.number(),
  total: z.number(),
});
export type CheckDiscountResponse = z.infer<typeof checkDiscountResponseSchema>;

/**
 * The first-order code a customer with no order yet may use, shown at checkout (null when there is
 * none, or the customer has ordered before). Public by nature: first order only, no cap on uses.
 */
export const firstOrderOfferSchema = z.object({
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  /** Percent for 'percent'; rupees for 'flat'. */
  value: z.number(),
  /** Rupees; 0 when any order qualifies. */
  minOrder: z.number(),
});
export type FirstOrderOffer = z.infer<typeof firstOrderOfferSchema>;
export const firstOrderOfferResponseSchema = z.object({ offer: firstOrderOfferSchema.nullable() });
export type FirstOrderOfferResponse = z.infer<typeof firstOrderOfferResponseSchema>;
