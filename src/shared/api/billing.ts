// Bills, kitchen tickets and the tax settings (docs/product.md#bills-and-kitchen-tickets).
// Amounts are rupees, like the rest of the API (decision record 002).
import { z } from 'zod';
import { billingSettingsSchema } from '../billing/billing-settings.ts';
import { COUNTER_KINDS, ORDER_CHANNELS } from '../order-book/channels.ts';
import { ORDER_TYPES, PAYMENT_METHODS } from '../orders.ts';
import { orderAmountsShape } from './orders.ts';

/** GET and PUT /api/admin/settings/billing (admin): the legal and tax details bills print. */
export const BILLING_SETTINGS_PATH = '/api/admin/settings/billing';
export { billingSettingsSchema };
export const billingSettingsResponseSchema = z.object({
  billing: billingSettingsSchema,
  /** What bills still lack (dashboard warning); [] when complete. */
  gaps: z.array(z.string()),
  updatedAt: z.string(),
});
export type BillingSettingsResponse = z.infer<typeof billingSettingsResponseSchema>;

export const BILL_MESSAGES = {
  notYet: 'The bill is ready once the order is delivered',
  cancelled: 'A cancelled order has no bill',
  /** Delivered before bills were issued (before this version): no number was ever given. */
  none: 'This order was delivered before the shop issued bills',
  ticketCancelled: 'A cancelled order has no kitchen ticket',
  ticketUnpaid: 'An order awaiting its online payment has no kitchen ticket yet',
} as const;

export const BILL_KINDS = ['tax-invoice', 'bill-of-supply', 'receipt'] as const;

/**
 * GET /api/orders/:id/bill: the bill of a delivered order, for its customer or for staff
 * (orders:manage). Everything on it comes from the order as placed and billed; settings saved
 * later change nothing. GET /api/orders/:id/bill.pdf answers the same bill as a PDF download.
 */
export const billSchema = z.object({
  kind: z.enum(BILL_KINDS),
  /** 'Tax Invoice', 'Bill of Supply' or 'Receipt'. */
  title: z.string(),
  number: z.string(),
  /** When the bill was issued (the order was delivered), ISO. */
  issuedAt: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  orderType: z.enum(ORDER_TYPES),
  placedAt: z.string(),
  seller: z.object({
    /** The legal name, or the brand when the shop has not given one. */
    name: z.string(),
    address: z.string().nullable(),
    gstin: z.string().nullable(),
    fssai: z.string().nullable(),
  }),
  customer: z.object({
    name: z.string().nullable(),
    phone: z.string().nullable(),
    /** One line: house, street, area, landmark; null for pickup. */
    address: z.string().nullable(),
  }),
  lines: z.array(
    z.object({
      name: z.string(),
      unit: z.string(),
      /** 'Cup: Cutting', 'Add-ons: Adrak (+₹5)' as ordered. */
      choices: z.array(z.string()),
      note: z.string().nullable(),
      quantity: z.number().int(),
      /** One unit with its options. */
      rate: z.number(),
      amount: z.number(),
    }),
  ),
  ...orderAmountsShape,
  paymentMethod: z.enum(PAYMENT_METHODS),
  /**
   * Where a staff order came from and its token (docs/product.md#one-order-book), printed as
   * 'Counter · Takeaway' and 'Token 7'; absent on bills issued before the order book.
   */
  book: z
    .object({
      channel: z.enum(ORDER_CHANNELS),
      token: z.number().nullable(),
      counterKind: z.enum(COUNTER_KINDS).nullable(),
    })
    .optional(),
  /** Lines printed at the foot: the composition wording, 'Prices include GST', ... */
  notes: z.array(z.string()),
});
export type Bill = z.infer<typeof billSchema>;

/**
 * POST /api/admin/orders/:id/ticket (orders:manage): records that the kitchen ticket is printed.
 * 'auto' (the board's auto-print on accept) claims the first print only: of two boards, or one
 * that reloads, exactly one is told to print. 'manual' (the Print ticket button) always prints,
 * marked REPRINT when a ticket was printed before.
 */
export const ticketBodySchema = z.object({ trigger: z.enum(['auto', 'manual']) });
export const ticketResponseSchema = z.object({
  print: z.boolean(),
  reprint: z.boolean(),
  /** When the first ticket was printed, ISO. */
  printedAt: z.string(),
});
export type TicketResponse = z.infer<typeof ticketResponseSchema>;

/** GET /api/admin/analytics/bills.csv?from&to: the bills register for the accountant. */
export const BILLS_CSV_PATH = '/api/admin/analytics/bills.csv';
