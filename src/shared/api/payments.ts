// Online payment through the gateway, refunds, and money collected at the door
// (docs/product.md#online-payments). Amounts are rupees like the rest of the API (decision record
// 002), except the gateway's own figure, which it wants in paise and is named so.
import { z } from 'zod';
import { PAYMENT_METHODS, PAYMENT_STATUSES, REFUND_STATUSES } from '../orders.ts';
import { PAYMENT_MESSAGES } from '../payment-messages.ts';

// Here too for the server and its tests; in a file of their own so the storefront's pay page can
// say them without this file's zod.
export { PAYMENT_MESSAGES };

export const refundSchema = z.object({
  id: z.string(),
  amount: z.number(),
  reason: z.string(),
  status: z.enum(REFUND_STATUSES),
  /** The gateway's refund id once it accepted the request. */
  gatewayRefundId: z.string().nullable(),
  /** Why the gateway refused or failed it. */
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Refund = z.infer<typeof refundSchema>;

/** Where an order's money stands, on every order (the customer's and the board's). */
export const orderPaymentSchema = z.object({
  status: z.enum(PAYMENT_STATUSES),
  /** When it was paid (captured online, or collected at the door), ISO. */
  paidAt: z.string().nullable(),
  /** An online order awaiting payment is cancelled at this moment if still unpaid, ISO; else null. */
  payBy: z.string().nullable(),
  /** Refunds the gateway has processed, in rupees. */
  refunded: z.number(),
  /** The gateway's payment id once captured, to find it in the gateway's dashboard. */
  gatewayPaymentId: z.string().nullable(),
  /** Why the last online attempt failed, in the gateway's words. */
  failureReason: z.string().nullable(),
  /** Newest first. */
  refunds: z.array(refundSchema),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/**
 * POST /api/orders/:id/payment (the order's customer): what the gateway's checkout needs to take
 * the payment of an order awaiting it. Asking again answers the same gateway order.
 */
export const paymentSessionSchema = z.object({
  /** The gateway's public key id (rzp_test_... / rzp_live_...). */
  keyId: z.string(),
  gatewayOrderId: z.string(),
  /** The server-computed total, in paise, as the gateway's checkout wants it. */
  amountPaise: z.number().int(),
  currency: z.literal('INR'),
  /** The shop's name and the order number, shown in the gateway's window. */
  shopName: z.string(),
  description: z.string(),
  /** Prefilled in the gateway's window (the account's phone). */
  customerPhone: z.string().nullable(),
  /** Loaded by the pay page only; the CSP allows its origin on that page only. */
  checkoutScriptUrl: z.string(),
  payBy: z.string(),
});
export type PaymentSession = z.infer<typeof paymentSessionSchema>;

const gatewayId = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(64, `${what} is too long`)
    .regex(/^[A-Za-z0-9_]+$/, `${what} is not valid`);

/**
 * POST /api/orders/:id/payment/verify: what the gateway's checkout handed the browser on success.
 * The server checks the signature with the key secret and asks the gateway for the payment before
 * it believes it; the webhook remains the source of truth when the browser never comes back.
 */
export const verifyPaymentBodySchema = z.object({
  gatewayOrderId: gatewayId('The gateway order id'),
  paymentId: gatewayId('The payment id'),
  signature: z
    .string({ error: 'The payment signature is required' })
    .trim()
    .regex(/^[0-9a-f]{64}$/i, 'The payment signature is not valid'),
});
export type VerifyPaymentBody = z.infer<typeof verifyPaymentBodySchema>;

/** POST /api/admin/orders/:id/refunds (payments:refund): part or all of what is left. */
export const refundBodySchema = z.object({
  amount: z
    .number({ error: PAYMENT_MESSAGES.refundAmount })
    .min(1, PAYMENT_MESSAGES.refundAmount)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-9, 'At most two decimals'),
  reason: z
    .string({ error: PAYMENT_MESSAGES.refundReason })
    .trim()
    .min(1, PAYMENT_MESSAGES.refundReason)
    .max(300, 'At most 300 characters'),
});
export type RefundBody = z.infer<typeof refundBodySchema>;

/**
 * POST /api/admin/orders/:id/uncollected (payments:unmark): a mark-paid undone, with why (money
 * never taken, the wrong order tapped). The order's payment is pending again.
 */
export const uncollectBodySchema = z.object({
  reason: z
    .string({ error: PAYMENT_MESSAGES.unmarkReason })
    .trim()
    .min(1, PAYMENT_MESSAGES.unmarkReason)
    .max(300, 'At most 300 characters'),
});
export type UncollectBody = z.infer<typeof uncollectBodySchema>;

/**
 * GET /api/admin/orders/:id/upi-qr (orders:manage): the QR a rider shows for a UPI-at-door order:
 * upi://pay with the shop's UPI ID, the exact amount and the order number as the reference.
 */
export const upiQrSchema = z.object({
  uri: z.string(),
  /** The QR as an SVG data URL, drawn on the server. */
  image: z.string(),
  vpa: z.string(),
  payeeName: z.string(),
  amount: z.number(),
  orderNumber: z.string(),
});
export type UpiQr = z.infer<typeof upiQrSchema>;

/** GET /api/admin/payments/report?date=YYYY-MM-DD (analytics:view): one shop day, reconciled. */
/**
 * The first day the report answers: the shop has no payments before, and year 0 or 1 is beyond
 * the database's calendar or JavaScript's dates (a 500 otherwise).
 */
export const PAYMENTS_REPORT_FIRST_DAY = '2000-01-01';

export const paymentsReportQuerySchema = z.object({
  date: z.iso
    .date('Use a date as YYYY-MM-DD')
    .refine((date) => date >= PAYMENTS_REPORT_FIRST_DAY, 'Use a date from the year 2000 on'),
});
export type PaymentsReportQuery = z.infer<typeof paymentsReportQuerySchema>;

const rupees = z.number();
const count = z.number().int();

export const paymentsReportSchema = z.object({
  date: z.string(),
  timeZone: z.string(),
  /** Money taken that day (paid_at in that day), per method, in PAYMENT_METHODS order. */
  byMethod: z.array(
    z.object({
      method: z.enum(PAYMENT_METHODS),
      orders: count,
      collected: rupees,
      /**
       * Of collected, tips for riders (docs/product.md#tips): money taken for them, not the shop's
       * sales. Online, it includes tips added after delivery paid that day. Absent: none.
       */
      tips: rupees.optional(),
      /** Refunds processed that day against orders of this method. */
      refunded: rupees,
      net: rupees,
    }),
  ),
  /** Online payments as recorded here against what the gateway reports captured that day. */
  gateway: z.object({
    /** false when the gateway could not be asked (not configured or not answering). */
    checked: z.boolean(),
    error: z.string().nullable(),
    capturedHere: rupees,
    capturedAtGateway: rupees,
    matches: z.boolean(),
    /** Captured at the gateway, with no paid order here (an amount mismatch, a late capture). */
    onlyAtGateway: z.array(
      z.object({ paymentId: z.string(), amount: rupees, orderId: z.string().nullable() }),
    ),
    /** Paid here, but not captured at the gateway that day. */
    onlyHere: z.array(z.object({ paymentId: z.string(), amount: rupees, orderNumber: z.string() })),
    /** Known to both with different amounts. */
    amountsDiffer: z.array(
      z.object({ paymentId: z.string(), orderNumber: z.string(), here: rupees, atGateway: rupees }),
    ),
  }),
});
export type PaymentsReport = z.infer<typeof paymentsReportSchema>;

/** The gateway's webhook address, to register in its dashboard: PUBLIC_URL + this. */
export const PAYMENT_WEBHOOK_PATH = '/api/payments/webhook';
