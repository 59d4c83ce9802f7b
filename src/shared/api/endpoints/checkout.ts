// Checkout and the customer's orders: a discount checked, the order placed and paid through the
// gateway, the customer's orders and their bills.
import type { z } from 'zod';
import type { AddTipBody, OrderTips, TipSession } from '#shared/come-back/tips-api.ts';
import type { Bill } from '../billing.ts';
import type { CreditNotesResponse } from '../credit-notes.ts';
import type {
  CheckDiscountResponse,
  checkDiscountBodySchema,
  FirstOrderOfferResponse,
} from '../discounts.ts';
import type { MyOrdersQuery, myOrdersResponseSchema, Order, PlaceOrderBody } from '../orders.ts';
import type { PaymentSession, VerifyPaymentBody } from '../payments.ts';

export interface CheckoutEndpoints {
  'POST /api/discounts/check': {
    body: z.input<typeof checkDiscountBodySchema>;
    response: CheckDiscountResponse;
  };
  'GET /api/discounts/first-order-offer': { response: FirstOrderOfferResponse };
  'POST /api/orders': { body: PlaceOrderBody; response: Order };
  'GET /api/orders': { query: MyOrdersQuery; response: z.infer<typeof myOrdersResponseSchema> };
  /** The order a checkout placed under its idempotency key (after a reload lost the answer). */
  'GET /api/orders/by-key/:key': { response: Order };
  'GET /api/orders/:id': { response: Order };
  'POST /api/orders/:id/cancel': { response: Order };
  /** Opens (or reopens) the gateway's payment of an order awaiting it: the checkout window's data. */
  'POST /api/orders/:id/payment': { response: PaymentSession };
  /** The checkout's success handed back; checked with the gateway before the order is paid. */
  'POST /api/orders/:id/payment/verify': { body: VerifyPaymentBody; response: Order };
  /** Tips for the rider after delivery (docs/product.md#tips): the state, a new tip's checkout, its return. */
  'GET /api/orders/:id/tips': { response: OrderTips };
  'POST /api/orders/:id/tips': { body: AddTipBody; response: TipSession };
  'POST /api/orders/:id/tips/:tipId/verify': { body: VerifyPaymentBody; response: OrderTips };
  /** The bill of a delivered order, for its customer or staff (GET /api/orders/:id/bill.pdf: the PDF). */
  'GET /api/orders/:id/bill': { response: Bill };
  /** Its credit notes (GET /api/orders/:id/credit-notes/:noteId/pdf: one as a PDF). */
  'GET /api/orders/:id/credit-notes': { response: CreditNotesResponse };
}
