// POST /api/orders/:id/payment: what the gateway's checkout window needs to take the payment of an
// order awaiting it. The gateway order is created once per order for its server-computed total
// (decision 022); asking again answers the same one. Razorpay wants each order's receipt unique,
// so one instance at a time asks for it (a claim on the order's row, not a lock held over the
// call), and a retry after a lost answer asks under a new receipt.
import { setTimeout as sleep } from 'node:timers/promises';
import { conflict } from '#server/http/app-error.ts';
import { PAYMENT_MESSAGES, type PaymentSession } from '#shared/api/payments.ts';
import type { PublicSettings } from '#shared/api/settings.ts';
import { BRAND_NAME } from '#shared/constants.ts';
import { askGateway, gatewayUnavailable, ownedOrder } from './pay-access.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import type { PayableOrder, PaymentsRepo } from './payments.repo.ts';

type Log = { warn(details: object, message: string): void };

/** A claim this old belongs to an instance that died mid-call (the longest gateway timeout is 60 s). */
const CLAIM_STALE_MS = 70_000;
/** How long a request waits for another instance's call before answering 'try again'. */
const WAIT_FOR_OTHER_MS = 15_000;
const POLL_MS = 100;

/** The receipt of the attempt: the order number, then 'KCH000123-2'... after a lost answer. */
export const receiptFor = (orderNumber: string, attempt: number) =>
  attempt <= 1 ? orderNumber : `${orderNumber}-${attempt}`;

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
  /** Gateway orders being asked for on this instance, by order id: a double tap joins the first. */
  const creating = new Map<string, Promise<string | undefined>>();

  /** Asks the gateway under this instance's claim; the claim goes whatever the answer. */
  async function askUnderClaim(gw: PaymentGateway, order: PayableOrder, attempt: number) {
    try {
      const created = await askGateway(log, () =>
        gw.createOrder({
          amountPaise: order.totalPaise,
          receipt: receiptFor(order.orderNumber, attempt),
          notes: { orderId: order.id, orderNumber: order.orderNumber },
        }),
      );
      return await repo.keepGatewayOrder(order.id, created.id);
    } finally {
      await repo.releaseGatewayOrder(order.id, attempt);
    }
  }

  /**
   * The order's gateway order: asked for under a claim, or, while another instance holds the
   * claim, waited for. undefined when the order stopped awaiting payment meanwhile.
   */
  async function createGatewayOrder(gw: PaymentGateway, order: PayableOrder): Promise<string | undefined> {
    const giveUpAt = Date.now() + WAIT_FOR_OTHER_MS;
    for (;;) {
      const attempt = await repo.claimGatewayOrder(order.id, CLAIM_STALE_MS);
      if (attempt !== undefined) return askUnderClaim(gw, order, attempt);
      const seen = await repo.byId(order.id);
      if (seen?.status !== 'awaiting_payment') return undefined;
      if (seen.gatewayOrderId) return seen.gatewayOrderId;
      if (Date.now() >= giveUpAt) throw gatewayUnavailable();
      await sleep(POLL_MS);
    }
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
