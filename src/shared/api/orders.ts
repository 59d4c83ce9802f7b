// Checkout and order contract.
import { z } from 'zod';
import { ORDER_LIMITS } from '../constants.ts';
import { ORDER_STATUSES, PAYMENT_METHODS } from '../orders.ts';
import { phoneSchema } from '../validation.ts';

export const orderAddressSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(80),
  phone: phoneSchema,
  address: z.string().trim().min(1, 'Address is required').max(300),
  landmark: z.string().trim().max(120).nullish(),
  deliveryNotes: z.string().trim().max(300).nullish(),
  latitude: z.number().min(-90).max(90).nullish(),
  longitude: z.number().min(-180).max(180).nullish(),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

/** One line's most, whether sent as one line or as the same item on several (the server merges them). */
export const QUANTITY_LIMIT_MESSAGE = `You can order at most ${ORDER_LIMITS.maxQuantityPerLine} of an item`;

export const placeOrderBodySchema = z.object({
  idempotencyKey: z.string().trim().min(8).max(100),
  lines: z
    .array(
      z.object({
        menuItemId: z.string().max(100),
        quantity: z
          .number()
          .int('Quantity must be a whole number')
          .min(1, 'Quantity must be at least 1')
          .max(ORDER_LIMITS.maxQuantityPerLine, QUANTITY_LIMIT_MESSAGE),
      }),
    )
    .max(ORDER_LIMITS.maxLines, `At most ${ORDER_LIMITS.maxLines} different items`),
  address: orderAddressSchema,
  paymentMethod: z.enum(PAYMENT_METHODS).default('cod'),
  discountCode: z.string().trim().max(40).optional(),
});
export type PlaceOrderBody = z.input<typeof placeOrderBodySchema>;

export const orderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  address: orderAddressSchema.extend({ phone: z.string() }),
  lines: z.array(
    z.object({
      menuItemId: z.string().nullable(),
      name: z.string(),
      unit: z.string(),
      unitPrice: z.number(),
      quantity: z.number(),
      lineTotal: z.number(),
    }),
  ),
  subtotal: z.number(),
  discount: z.number(),
  discountCode: z.string().nullable(),
  deliveryFee: z.number(),
  total: z.number(),
  cancelReason: z.string().nullable(),
  customerPhone: z.string().nullable(),
  history: z.array(
    z.object({ status: z.enum(ORDER_STATUSES), at: z.string(), reason: z.string().nullable() }),
  ),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

export const ordersResponseSchema = z.object({ orders: z.array(orderSchema) });

/** The order board's filter: one status, or every order. */
export const adminOrdersQuerySchema = z.object({ status: z.enum(ORDER_STATUSES).optional() });

export const changeStatusBodySchema = z.object({
  status: z.enum(ORDER_STATUSES),
  reason: z.string().trim().min(1, 'A reason is required to cancel').max(300).optional(),
});
