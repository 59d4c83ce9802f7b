// POST /api/orders/:id/payment/verify: the gateway's checkout handed the browser a payment id and a
// signature. The signature (with the key secret) proves the pair came from the gateway; the
// gateway is then asked what the payment really is before it pays the order (decision 022). The
// webhook does the same without the browser, so when the gateway does not answer here the order
// is still paid by the webhook.
import { AppError, conflict, invalid } from '#server/http/app-error.ts';
import type { RequestContext } from '#server/http/request-context.ts';
import type { Order } from '#shared/api/orders.ts';
import { PAYMENT_MESSAGES, type VerifyPaymentBody } from '#shared/api/payments.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { LATE_PAYMENT_REASON, type MarkPaid, mismatchEntry, paysInFull } from './mark-paid.ts';
import { askGateway, ownedOrder } from './pay-access.ts';
import { GatewayError, type GatewayPayment, type PaymentGateway } from './payment-gateway.ts';
import type { PayableOrder, PaymentsRepo } from './payments.repo.ts';

type Log = { warn(details: object, message: string): void };

export function createVerifyPayment(deps: {
  repo: PaymentsRepo;
  gateway: PaymentGateway | undefined;
  markPaid: MarkPaid;
  audit: AuditService;
  /** The order as its customer reads it (ordersService.mine). */
  customerOrder: (userId: string, orderId: string) => Promise<Order>;
  announce: (orderId: string) => Promise<unknown>;
  log: Log;
}) {
  const { repo, gateway, markPaid, audit, customerOrder, announce, log } = deps;

  async function refuseSignature(
    order: PayableOrder,
    body: VerifyPaymentBody,
    context: RequestContext,
    why: string,
  ): Promise<never> {
    await audit.record(context, {
      action: 'payments.signature_refused',
      tableName: 'orders',
      recordId: order.id,
      newValues: { why, gatewayOrderId: body.gatewayOrderId, paymentId: body.paymentId },
    });
    throw invalid(PAYMENT_MESSAGES.badSignature);
  }

  /** Captures an authorized payment; one captured meanwhile (by the gateway's own setting) is read again. */
  async function captured(gw: PaymentGateway, payment: GatewayPayment): Promise<GatewayPayment> {
    if (payment.status !== 'authorized') return payment;
    try {
      return await gw.capture(payment.id, payment.amountPaise);
    } catch (error) {
      if (!(error instanceof GatewayError) || error.status === undefined || error.status >= 500) throw error;
      return gw.fetchPayment(payment.id);
    }
  }

  return async function verify(
    userId: string,
    orderId: string,
    body: VerifyPaymentBody,
    context: RequestContext,
  ): Promise<Order> {
    const order = await ownedOrder(repo, userId, orderId);
    if (!gateway) throw conflict(PAYMENT_MESSAGES.notOffered);
    if (!order.gatewayOrderId || body.gatewayOrderId !== order.gatewayOrderId)
      return refuseSignature(order, body, context, 'not this order’s gateway order');
    if (!gateway.checkoutSignatureValid(body.gatewayOrderId, body.paymentId, body.signature))
      return refuseSignature(order, body, context, 'signature does not match');
    // The webhook came first and paid it with this payment.
    if (order.gatewayPaymentId === body.paymentId) return customerOrder(userId, orderId);

    const fetched = await askGateway(log, () => gateway.fetchPayment(body.paymentId));
    if (fetched.orderId !== order.gatewayOrderId)
      return refuseSignature(order, body, context, 'the gateway says the payment is for another order');
    if (fetched.status === 'failed') {
      if (await repo.recordFailure(order.id, fetched.error ?? 'The payment failed')) await announce(order.id);
      throw conflict(PAYMENT_MESSAGES.notCaptured);
    }
    // Never captured for another amount: the order's total is the server's, not the browser's.
    if (!paysInFull(order, fetched)) {
      await audit.record(context, { tableName: 'orders', ...mismatchEntry(order, fetched) });
      throw conflict(PAYMENT_MESSAGES.badSignature);
    }
    const closed = order.status === 'cancelled' ? PAYMENT_MESSAGES.expired : PAYMENT_MESSAGES.notAwaiting;
    // Only authorized for an order that can no longer take it: capturing it would only have it
    // refunded, and the gateway keeps its fee on a refunded payment; left alone, the authorization
    // lapses back to the customer. (A capture that still slips in is refunded by markPaid.)
    if (fetched.status === 'authorized' && order.status !== 'awaiting_payment') throw conflict(closed);
    const payment = await askGateway(log, () => captured(gateway, fetched));
    // Not (or no longer) captured: refunded already when the order had expired before it came.
    if (payment.status !== 'captured')
      throw conflict(order.status === 'cancelled' ? PAYMENT_MESSAGES.expired : PAYMENT_MESSAGES.notCaptured);

    const outcome = await markPaid.markPaid(order, payment, context);
    if (outcome.kind === 'mismatch') throw conflict(PAYMENT_MESSAGES.badSignature);
    // Cancelled before the money came: it is being refunded in full (markPaid started it).
    if (outcome.kind === 'refund' && outcome.reason === LATE_PAYMENT_REASON)
      throw new AppError('CONFLICT', PAYMENT_MESSAGES.expired);
    return customerOrder(userId, orderId);
  };
}
