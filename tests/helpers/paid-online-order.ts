// An order paid online, for tests of what comes after the payment (refunds, the daily report),
// made before online checkout existed on this branch: a real order placed through the service,
// a real gateway order created by the real client against the fake gateway, a real payment of it
// at the fake, and the order then marked paid by it in the database as the pay flow marks it.
// Replace with the real pay flow (checkout online, pay, verify) once that is in.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { orders } from '#server/db/schema.ts';
import type { GatewayEvent } from '#server/modules/payments/payment-gateway.ts';
import { deliveryAddress } from './delivery-address.ts';
import type { FakeRazorpay } from './fake-razorpay.ts';
import type { TestApp } from './test-app.ts';

export type PaidOnline = {
  orderId: string;
  orderNumber: string;
  totalPaise: number;
  gatewayOrderId: string;
  paymentId: string;
};

/**
 * Places an order of `lines` for `userId`, pays it at the fake gateway and marks it paid online.
 * `paidAt` defaults to now.
 */
export async function paidOnlineOrder(
  t: TestApp,
  fake: FakeRazorpay,
  userId: string,
  lines: { menuItemId: string; quantity: number }[],
  options: { paidAt?: Date } = {},
): Promise<PaidOnline> {
  const gateway = t.app.services.paymentGateway;
  if (!gateway) throw new Error('paidOnlineOrder needs the app started with the fake gateway (fake.env)');
  const { order } = await t.app.services.orders.place(userId, {
    idempotencyKey: randomUUID(),
    lines,
    address: deliveryAddress(),
    paymentMethod: 'cod',
  });
  const totalPaise = Math.round(order.total * 100);
  const gatewayOrder = await gateway.createOrder({
    amountPaise: totalPaise,
    receipt: order.orderNumber,
    notes: { orderId: order.id },
  });
  const { paymentId } = await fake.pay(gatewayOrder.id, { webhook: false });
  await t.database.db
    .update(orders)
    .set({
      paymentMethod: 'online',
      paymentStatus: 'paid',
      paidAt: options.paidAt ?? new Date(),
      gatewayOrderId: gatewayOrder.id,
      gatewayPaymentId: paymentId,
    })
    .where(eq(orders.id, order.id));
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    totalPaise,
    gatewayOrderId: gatewayOrder.id,
    paymentId,
  };
}

/**
 * Points the fake's webhooks straight at the refunds module: each delivery is verified with the
 * real client's readWebhook, and refund events go to refunds.apply() in a transaction, then the
 * order is announced, as the webhook route does. Other events are acknowledged. Answers each
 * delivery's HTTP status (400 for a bad signature).
 */
export function relayRefundEvents(t: TestApp, fake: FakeRazorpay): void {
  const { paymentGateway: gateway, refunds, orders: ordersService } = t.app.services;
  if (!gateway) throw new Error('relayRefundEvents needs the app started with the fake gateway');
  fake.setWebhookTarget(async ({ body, headers }) => {
    const event: GatewayEvent | undefined = gateway.readWebhook(
      Buffer.from(body),
      headers['x-razorpay-signature'],
    );
    if (!event) return 400;
    if (event.kind !== 'refund.processed' && event.kind !== 'refund.failed') return 200;
    const orderId = await t.database.db.transaction((tx) => refunds.apply(event.refund, tx));
    if (orderId) await ordersService.announce(orderId);
    return 200;
  });
}

/** A refund started by the system (no staff member), as a cancellation or a late payment starts one. */
export function systemRefund(t: TestApp, orderId: string, amountPaise: number, reason: string) {
  return t.app.services.refunds.start({
    orderId,
    amountPaise,
    reason,
    actorUserId: null,
    context: { userId: null, ipAddress: null, userAgent: null },
  });
}
