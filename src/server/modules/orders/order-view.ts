// The order as the API answers it, from the record the repo reads: money in rupees (decision 017),
// dates as ISO text; and the order as the event bus tells every instance of it.
import type { MyOrderSummary, Order } from '#shared/api/orders.ts';
import { toRupees } from '#shared/money.ts';
import type { OrderRecord, OrderSummaryRecord } from './order-records.ts';

export function toOrder(row: OrderRecord): Order {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    status: row.status,
    paymentMethod: row.paymentMethod,
    orderType: row.orderType,
    // Orders placed before addresses had parts have no house, area or point.
    address: row.address && {
      name: row.address.name,
      phone: row.address.phone,
      house: row.address.house ?? null,
      address: row.address.address,
      area: row.address.area ?? null,
      landmark: row.address.landmark ?? null,
      deliveryNotes: row.address.deliveryNotes ?? null,
      latitude: row.address.latitude ?? null,
      longitude: row.address.longitude ?? null,
    },
    promisedMinutes: row.promisedMinutes,
    lines: row.lines.map((l) => ({
      menuItemId: l.menuItemId,
      name: l.name,
      unit: l.unit,
      unitPrice: toRupees(l.unitPricePaise),
      quantity: l.quantity,
      lineTotal: toRupees(l.lineTotalPaise),
      // The snapshot as ordered: a renamed or deleted option keeps the words the customer chose.
      options: l.options.map((o) => ({
        optionId: o.optionId,
        group: o.group,
        name: o.name,
        priceDelta: toRupees(o.priceDeltaPaise),
      })),
      note: l.note,
    })),
    subtotal: toRupees(row.subtotalPaise),
    discount: toRupees(row.discountPaise),
    discountCode: row.discountCode,
    deliveryFee: toRupees(row.deliveryFeePaise),
    tax: {
      // Orders placed before bills existed carry no terms: untaxed.
      regime: row.billTerms?.regime ?? 'unregistered',
      ratePercent: (row.billTerms?.rateBasisPoints ?? 0) / 100,
      pricesIncludeTax: row.billTerms?.pricesIncludeTax ?? true,
      taxable: toRupees(row.taxablePaise),
      cgst: toRupees(row.cgstPaise),
      sgst: toRupees(row.sgstPaise),
      added: toRupees(row.taxAddedPaise),
    },
    roundOff: toRupees(row.roundOffPaise),
    tip: toRupees(row.tipPaise),
    total: toRupees(row.totalPaise),
    payment: {
      status: row.paymentStatus,
      paidAt: row.paidAt?.toISOString() ?? null,
      payBy: row.status === 'awaiting_payment' ? (row.payBy?.toISOString() ?? null) : null,
      refunded: toRupees(row.refundedPaise),
      gatewayPaymentId: row.gatewayPaymentId,
      failureReason: row.paymentFailure,
      refunds: row.refunds.map((r) => ({
        id: r.id,
        amount: toRupees(r.amountPaise),
        reason: r.reason,
        status: r.status,
        gatewayRefundId: r.gatewayRefundId,
        failureReason: r.failureReason,
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
      })),
    },
    bill:
      row.billNumber && row.billedAt
        ? { number: row.billNumber, issuedAt: row.billedAt.toISOString() }
        : null,
    ticketPrintedAt: row.ticketPrintedAt?.toISOString() ?? null,
    cancelReason: row.cancelReason,
    customerPhone: row.customerPhone,
    // Who took it is added to staff answers only (order-life.ts staffView).
    book: {
      channel: row.channel,
      token: row.token,
      counterKind: row.counterKind,
      shopDay: row.shopDay,
    },
    history: row.events.map((e) => ({
      status: e.toStatus,
      at: e.createdAt.toISOString(),
      reason: e.reason,
    })),
    scheduledFor: row.scheduledFor?.toISOString() ?? null,
    releaseAt: row.releaseAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toSummary(row: OrderSummaryRecord): MyOrderSummary {
  const { lines: _lines, history: _history, ...order } = toOrder({ ...row, lines: [], events: [] });
  return { ...order, lineCount: row.lineCount, itemCount: row.itemCount };
}

/** The event every instance's listeners hear when an order is placed or changes. */
export function orderEvent(row: OrderRecord) {
  return {
    kind: 'order',
    orderId: row.id,
    orderNumber: row.orderNumber,
    status: row.status,
    userId: row.userId,
    at: row.updatedAt.toISOString(),
  } as const;
}
