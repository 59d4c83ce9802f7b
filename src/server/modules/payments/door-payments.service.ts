// Paying at the door or the counter (docs/product.md#online-payments): staff mark the money
// collected, and a UPI order shows the QR that pays the shop's UPI ID the exact amount.
import { conflict } from '#server/http/app-error.ts';
import type { RequestContext } from '#server/http/request-context.ts';
import type { Order } from '#shared/api/orders.ts';
import { PAYMENT_MESSAGES, type UpiQr } from '#shared/api/payments.ts';
import type { PublicSettings } from '#shared/api/settings.ts';
import { BRAND_NAME } from '#shared/constants.ts';
import { toPaise } from '#shared/money.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { DoorPaymentsRepo } from './door-payments.repo.ts';
import { qrSvgDataUrl, upiPayUri } from './upi-qr.ts';

/** Why this order takes no money at the door now, if it does not. */
function collectRefusal(order: Order): string | undefined {
  if (order.paymentMethod === 'online') return PAYMENT_MESSAGES.notAtDoor;
  if (order.status === 'cancelled') return PAYMENT_MESSAGES.cancelledOrder;
  if (order.payment.status !== 'pending') return PAYMENT_MESSAGES.alreadyPaid;
  return undefined;
}

/** Why this order's payment cannot be put back to pending, if it cannot. */
function uncollectRefusal(order: Order): string | undefined {
  if (order.paymentMethod === 'online') return PAYMENT_MESSAGES.onlinePaidStays;
  if (order.status === 'cancelled') return PAYMENT_MESSAGES.cancelledOrder;
  if (order.payment.status !== 'paid') return PAYMENT_MESSAGES.notMarkedPaid;
  return undefined;
}

function qrRefusal(order: Order): string | undefined {
  if (order.paymentMethod !== 'upi') return PAYMENT_MESSAGES.notUpi;
  if (order.status === 'cancelled') return PAYMENT_MESSAGES.cancelledOrder;
  if (order.payment.status !== 'pending') return PAYMENT_MESSAGES.alreadyPaid;
  return undefined;
}

export function createDoorPaymentsService(deps: {
  repo: DoorPaymentsRepo;
  orders: Pick<OrdersService, 'one' | 'announce'>;
  audit: AuditService;
  /** The settings as stored (the shop's UPI ID and legal name). */
  settingsNow: () => Promise<PublicSettings>;
  /** The app's clock: paid_at. */
  now: () => Date;
}) {
  const { repo, orders, audit, settingsNow, now } = deps;

  return {
    /** Staff took the cash, the card or the UPI payment for an at-door order. */
    async collected(id: string, context: RequestContext): Promise<Order> {
      const order = await orders.one(id);
      const refusal = collectRefusal(order);
      if (refusal) throw conflict(refusal);
      if (!(await repo.markCollectedByStaff(id, now()))) {
        // Changed since it was read: cancelled, delivered (which collects) or collected elsewhere.
        throw conflict(collectRefusal(await orders.one(id)) ?? 'This order changed meanwhile; please reload');
      }
      await audit.record(context, {
        action: 'payments.collected',
        tableName: 'orders',
        recordId: id,
        newValues: { method: order.paymentMethod, amount: order.total },
      });
      return orders.announce(id);
    },

    /**
     * A manager or admin undoes a mark-paid (the money never came, the wrong card was tapped):
     * the order's payment is pending again, and the audit log keeps who, when and why.
     */
    async uncollected(id: string, reason: string, context: RequestContext): Promise<Order> {
      const order = await orders.one(id);
      const refusal = uncollectRefusal(order);
      if (refusal) throw conflict(refusal);
      const undone = await repo.markUncollected(id);
      if (!undone)
        throw conflict(
          uncollectRefusal(await orders.one(id)) ?? 'This order changed meanwhile; please reload',
        );
      await audit.record(context, {
        action: 'payments.uncollected',
        tableName: 'orders',
        recordId: id,
        oldValues: { paymentStatus: 'paid', paidAt: undone.paidAt?.toISOString() ?? null },
        newValues: { paymentStatus: 'pending', method: order.paymentMethod, amount: order.total, reason },
      });
      return orders.announce(id);
    },

    /** The upi://pay link and its QR for a UPI order not paid yet. */
    async upiQr(id: string): Promise<UpiQr> {
      const order = await orders.one(id);
      const refusal = qrRefusal(order);
      if (refusal) throw conflict(refusal);
      const { billing } = await settingsNow();
      if (billing.upiVpa === '') throw conflict(PAYMENT_MESSAGES.noUpiId);
      const payeeName = billing.legalName.trim() || BRAND_NAME;
      const uri = upiPayUri({
        vpa: billing.upiVpa,
        payeeName,
        amountPaise: toPaise(order.total),
        orderNumber: order.orderNumber,
      });
      return {
        uri,
        image: await qrSvgDataUrl(uri),
        vpa: billing.upiVpa,
        payeeName,
        amount: order.total,
        orderNumber: order.orderNumber,
      };
    },
  };
}

export type DoorPaymentsService = ReturnType<typeof createDoorPaymentsService>;
