// A tip for the rider added after delivery (docs/product.md#tips): the order's buyer picks an
// amount within TIP_AFTER_DELIVERY_DAYS of a rider's Delivered tap, pays it through the gateway
// like an order's online payment (its own gateway order), and the signed checkout return or the
// webhook marks it paid, once. It goes to the rider of that delivery and counts on the shop day
// it was paid. Several tips may be added, all of them together never over TIP_MAX_PAISE.

import type { Db, Tx } from '#server/db/database.ts';
import { conflict, invalid, notFound } from '#server/http/app-error.ts';
import { PAYMENT_MESSAGES, type VerifyPaymentBody } from '#shared/api/payments.ts';
import type { PublicSettings } from '#shared/api/settings.ts';
import { TIP_AFTER_DELIVERY_DAYS } from '#shared/come-back/tips.ts';
import type { AddTipBody, OrderTips, TipSession } from '#shared/come-back/tips-api.ts';
import { TIP_MESSAGES, tipLeftPaise, withinTipWindow } from '#shared/come-back/tips-rules.ts';
import { BRAND_NAME } from '#shared/constants.ts';
import { toPaise, toRupees } from '#shared/money.ts';
import { UUID } from '#shared/uuid.ts';
import type { ShopDayNow } from '../day-close/shop-day-now.ts';
import { firstName } from '../dispatch/delivery-view.ts';
import { askGateway } from '../payments/pay-access.ts';
import { GatewayError, type GatewayPayment, type PaymentGateway } from '../payments/payment-gateway.ts';
import type { TipOrder, TipRow, TipsRepo } from './tips.repo.ts';

type Log = { warn(details: object, message: string): void; info(message: string): void };

const DAY_MS = 24 * 60 * 60 * 1000;

export function createTipsService(deps: {
  repo: TipsRepo;
  gateway: PaymentGateway | undefined;
  settingsNow: () => Promise<PublicSettings>;
  shopDayNow: ShopDayNow;
  now: () => Date;
  log: Log;
}) {
  const { repo, gateway, settingsNow, shopDayNow, now, log } = deps;

  /** The buyer's order; anyone else is told it does not exist, as for GET /api/orders/:id. */
  async function ownOrder(userId: string, orderId: string): Promise<TipOrder> {
    const order = UUID.test(orderId) ? await repo.order(orderId) : undefined;
    if (!order || order.userId !== userId) throw notFound(TIP_MESSAGES.notFound);
    return order;
  }

  /** Why no tip can be added now; null when one can. */
  function closedReason(order: TipOrder, at: Date): string | null {
    if (order.status !== 'delivered' || !order.delivery) return TIP_MESSAGES.notDelivered;
    if (!withinTipWindow(order.delivery.finishedAt, at)) return TIP_MESSAGES.tooLate;
    if (!gateway) return TIP_MESSAGES.offline;
    if (tipLeftPaise(order.tipPaise + order.paidTipsPaise) < 100) return TIP_MESSAGES.overMax(0);
    return null;
  }

  async function view(order: TipOrder): Promise<OrderTips> {
    const tips = await repo.tipsOf(order.id);
    const reason = closedReason(order, now());
    return {
      open: reason === null,
      closedReason: reason,
      riderName: order.delivery ? firstName(order.delivery.riderName) : null,
      atCheckout: toRupees(order.tipPaise),
      left: toRupees(tipLeftPaise(order.tipPaise + order.paidTipsPaise)),
      until: order.delivery
        ? new Date(order.delivery.finishedAt.getTime() + TIP_AFTER_DELIVERY_DAYS * DAY_MS).toISOString()
        : null,
      // A tip given up for another amount is not shown: it was never paid.
      tips: tips
        .filter((t) => t.status !== 'failed')
        .map((t) => ({
          id: t.id,
          amount: toRupees(t.amountPaise),
          status: t.status,
          paidAt: t.paidAt?.toISOString() ?? null,
        })),
    };
  }

  /** The open tip for this amount: the one there, or a new one (one open at a time). */
  async function openTip(userId: string, order: TipOrder, amountPaise: number): Promise<TipRow> {
    const delivery = order.delivery as NonNullable<TipOrder['delivery']>;
    for (let attempt = 0; attempt < 3; attempt++) {
      const open = await repo.open(order.id);
      if (open && open.amountPaise === amountPaise) return open;
      if (open) await repo.replace(open.id);
      const made = await repo.insert({
        orderId: order.id,
        userId,
        riderId: delivery.riderId,
        deliveryId: delivery.id,
        amountPaise,
      });
      if (made) return made;
    }
    throw conflict('Another tip for this order is being added: try again');
  }

  /** Marks the tip paid by a captured payment of its gateway order, for the right amount; true if it did. */
  async function pay(tip: TipRow, payment: GatewayPayment, on?: Tx): Promise<boolean> {
    if (payment.status !== 'captured') return false;
    if (payment.amountPaise !== tip.amountPaise || payment.currency !== 'INR') {
      log.warn({ tipId: tip.id, paymentId: payment.id }, 'a tip payment for another amount was not applied');
      return false;
    }
    const paid = await repo.markPaid(tip.id, { id: payment.id, at: now(), shopDay: await shopDayNow() }, on);
    if (!paid && (await repo.byId(tip.id, on))?.status !== 'paid')
      log.warn(
        { tipId: tip.id, paymentId: payment.id },
        "a captured tip payment was not applied: it would take the order's tips past the cap; refund it",
      );
    return paid;
  }

  return {
    async state(userId: string, orderId: string): Promise<OrderTips> {
      return view(await ownOrder(userId, orderId));
    },

    /** Opens the gateway's checkout for a tip of `body.amount` on the buyer's delivered order. */
    async start(userId: string, orderId: string, body: AddTipBody): Promise<TipSession> {
      const order = await ownOrder(userId, orderId);
      const reason = closedReason(order, now());
      if (reason) throw conflict(reason);
      const amountPaise = toPaise(body.amount);
      const left = tipLeftPaise(order.tipPaise + order.paidTipsPaise);
      if (amountPaise > left)
        throw invalid(TIP_MESSAGES.overMax(left), { amount: TIP_MESSAGES.overMax(left) });
      const gw = gateway as PaymentGateway;
      const tip = await openTip(userId, order, amountPaise);
      let gatewayOrderId = tip.gatewayOrderId;
      if (!gatewayOrderId) {
        const created = await askGateway(log, () =>
          gw.createOrder({
            amountPaise,
            // Unique per tip: the gateway wants each receipt unique.
            receipt: `${order.orderNumber}-T${tip.id.slice(0, 8)}`,
            notes: { orderId: order.id, orderNumber: order.orderNumber, tipId: tip.id },
          }),
        );
        gatewayOrderId = await repo.keepGatewayOrder(tip.id, created.id);
        if (!gatewayOrderId) throw conflict(PAYMENT_MESSAGES.notAwaiting);
      }
      const legalName = (await settingsNow()).billing.legalName.trim();
      return {
        tipId: tip.id,
        keyId: gw.keyId,
        gatewayOrderId,
        amountPaise,
        currency: 'INR',
        shopName: legalName || BRAND_NAME,
        description: `Tip for ${order.delivery ? firstName(order.delivery.riderName) : 'the rider'} (order ${order.orderNumber})`,
        customerPhone: order.customerPhone,
        checkoutScriptUrl: gw.checkoutScriptUrl,
      };
    },

    /**
     * The gateway checkout's success handed back for a tip: the signature proves the pair came from
     * the gateway, and the gateway is asked what the payment is before the tip is paid.
     */
    async verify(
      userId: string,
      orderId: string,
      tipId: string,
      body: VerifyPaymentBody,
    ): Promise<OrderTips> {
      const order = await ownOrder(userId, orderId);
      const tip = UUID.test(tipId) ? await repo.byId(tipId) : undefined;
      if (!tip || tip.orderId !== order.id) throw notFound(TIP_MESSAGES.tipNotFound);
      if (!gateway) throw conflict(TIP_MESSAGES.offline);
      if (
        tip.gatewayOrderId !== body.gatewayOrderId ||
        !gateway.checkoutSignatureValid(body.gatewayOrderId, body.paymentId, body.signature)
      )
        throw invalid(PAYMENT_MESSAGES.badSignature);
      if (tip.status !== 'paid') {
        // Checked before any capture: a tip replaced by another amount and paid as well would take
        // the order past the cap; an authorized payment left uncaptured goes back to the customer.
        const left = tipLeftPaise(order.tipPaise + order.paidTipsPaise);
        if (tip.amountPaise > left) throw conflict(TIP_MESSAGES.overMax(left));
        let payment = await askGateway(log, () => gateway.fetchPayment(body.paymentId));
        if (payment.orderId !== tip.gatewayOrderId) throw invalid(PAYMENT_MESSAGES.badSignature);
        if (payment.status === 'failed') {
          await repo.recordFailure(tip.id, payment.error ?? 'The payment failed');
          throw conflict(PAYMENT_MESSAGES.notCaptured);
        }
        if (payment.status === 'authorized') {
          const authorized = payment;
          payment = await askGateway(log, async () => {
            try {
              return await gateway.capture(authorized.id, authorized.amountPaise);
            } catch (error) {
              // Captured meanwhile by the gateway's own setting: read it again.
              if (!(error instanceof GatewayError) || error.status === undefined || error.status >= 500)
                throw error;
              return gateway.fetchPayment(authorized.id);
            }
          });
        }
        if (payment.status !== 'captured') throw conflict(PAYMENT_MESSAGES.notCaptured);
        if (payment.amountPaise !== tip.amountPaise) throw conflict(PAYMENT_MESSAGES.badSignature);
        await pay(tip, payment);
      }
      return view(await ownOrder(userId, orderId));
    },

    /**
     * The webhook's word on a payment whose gateway order is not an order's: a tip's is applied
     * here, in the webhook's transaction. false when the gateway order is no tip's.
     */
    async applyWebhookPayment(tx: Tx | Db, kind: 'captured' | 'failed', payment: GatewayPayment) {
      if (!payment.orderId) return false;
      const tip = await repo.byGatewayOrderId(payment.orderId, tx);
      if (!tip) return false;
      if (kind === 'failed') await repo.recordFailure(tip.id, payment.error ?? 'The payment failed', tx);
      else if (tip.status !== 'paid') await pay(tip, payment, tx as Tx);
      log.info(`payment webhook: tip ${tip.id} ${kind}`);
      return true;
    },
  };
}

export type TipsService = ReturnType<typeof createTipsService>;
