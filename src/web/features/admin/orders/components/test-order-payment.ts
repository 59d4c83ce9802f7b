// For the board's tests: the payment of an order nothing has been paid on yet, as the server
// answers it for a new at-door order.
import type { Order } from '#shared/api/orders.ts';

export const pendingPayment: Order['payment'] = {
  status: 'pending',
  paidAt: null,
  payBy: null,
  refunded: 0,
  gatewayPaymentId: null,
  failureReason: null,
  refunds: [],
};
