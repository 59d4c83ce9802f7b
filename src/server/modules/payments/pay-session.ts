// POST /api/orders/:id/payment: what the gateway's checkout window needs to take the payment of an
// order awaiting it. The gateway order is created once per order for its server-computed total
// (decision 022); asking again answers the same one.
import { conflict } from '#server/http/app-error.ts';
import { PAYMENT_MESSAGES, type PaymentSession } from '#shared/api/payments.ts';
import type { PublicSettings } from '#shared/api/settings.ts';
import { BRAND_NAME } from '#shared/constants.ts';
import { askGateway, ownedOrder } from './pay-access.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import type { PayableOrder, PaymentsRepo } from './payments.repo.ts';

type Log = { warn(details: object, message: string): void };

/** Why this order takes no payment now, if it does not. */
function refusal(order: PayableOrder, at: Date): string | undefined {
  if (order.status === 'cancelled' && order.paymentMethod === 'online' && !order.gatewayPaymentId)
    return PAYMENT_MESSAGES.expired;
  if (order.status !== 'awaiting_payment') return PAYMENT_MESSAGES.notAwaiting;
  // Past its deadline and not yet swept: the sweep cancels it (after asking the gateway).
  if (!order.payBy || order.payBy.getTime() <= at.getTime()) return PAYMENT_MESSAGES.expired;
  return undefined;
}

export function createPaySession(deps: {
  repo: PaymentsRepo;
  gateway: PaymentGateway | undefined;
  settingsNow: () => Promise<PublicSettings>;
  now: () => Date;
  log: Log;
}) {
  const { repo, gateway, settingsNow, now, log } = deps;
  /**
   * Gateway orders being created on this instance, by order id: a double tap waits for the first
   * request's instead of creating a second.
   *
   * Across instances, two requests can still both ask the gateway; keepGatewayOrder's conditional
   * update then keeps the first one stored and both answer it (the other gateway order is never
   * shown to anyone, so it is never paid). Locking the order's row across the gateway call would
   * rule that out, but it holds a database connection for up to the gateway's 10-second timeout:
   * on embedded PGlite, the one connection the whole server shares, every other request would
   * wait behind it. An unused gateway order costs nothing, a stalled shop does.
   */
  const creating = new Map<string, Promise<string | undefined>>();

  async function createGatewayOrder(gw: PaymentGateway, order: PayableOrder): Promise<string | undefined> {
    const created = await askGateway(log, () =>
      gw.createOrder({
        amountPaise: order.totalPaise,
        receipt: order.orderNumber,
        notes: { orderId: order.id, orderNumber: order.orderNumber },
      }),
    );
    return repo.keepGatewayOrder(order.id, created.id);
  }

  function gatewayOrderOf(gw: PaymentGateway, order: PayableOrder): Promise<string | undefined> {
    let pending = creating.get(order.id);
    if (!pending) {
      pending = createGatewayOrder(gw, order).finally(() => creating.delete(order.id));
      creating.set(order.id, pending);
    }
    return pending;
  }

  return async function openSession(userId: string, orderId: string): Promise<PaymentSession> {
    const order = await ownedOrder(repo, userId, orderId);
    if (!gateway) throw conflict(PAYMENT_MESSAGES.notOffered);
    const refused = refusal(order, now());
    if (refused) throw conflict(refused);
    const gatewayOrderId = order.gatewayOrderId ?? (await gatewayOrderOf(gateway, order));
    // Paid or cancelled while the gateway order was being created.
    if (!gatewayOrderId) throw conflict(PAYMENT_MESSAGES.notAwaiting);
    const legalName = (await settingsNow()).billing.legalName.trim();
    return {
      keyId: gateway.keyId,
      gatewayOrderId,
      amountPaise: order.totalPaise,
      currency: 'INR',
      shopName: legalName || BRAND_NAME,
      description: `Order ${order.orderNumber}`,
      customerPhone: order.customerPhone,
      checkoutScriptUrl: gateway.checkoutScriptUrl,
      payBy: (order.payBy as Date).toISOString(),
    };
  };
}
