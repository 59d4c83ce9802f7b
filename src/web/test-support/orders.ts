// Orders and payments as the API answers them, for the web's component and text tests (storefront
// and admin alike): one online order of three cups of chai (₹123 with delivery) awaiting its
// payment, which each test changes to the order it needs.
import type { Order } from '#shared/api/orders.ts';
import type { OrderPayment, Refund } from '#shared/api/payments.ts';

/** The payment of an online order not paid yet, due by its deadline. */
export function samplePayment(over: Partial<OrderPayment> = {}): OrderPayment {
  return {
    status: 'pending',
    paidAt: null,
    payBy: '2026-11-26T10:14:32Z',
    refunded: 0,
    gatewayPaymentId: null,
    failureReason: null,
    refunds: [],
    ...over,
  };
}

/** The payment of an order paid at the door or counter, not collected yet: it has no deadline. */
export const atDoorPayment = (over: Partial<OrderPayment> = {}): OrderPayment =>
  samplePayment({ payBy: null, ...over });

export function sampleRefund(over: Partial<Refund> = {}): Refund {
  return {
    id: 'r1',
    amount: 20,
    reason: 'Spilled on the way',
    status: 'processed',
    gatewayRefundId: 'rfnd_1',
    failureReason: null,
    createdAt: '2026-11-24T17:30:00Z',
    updatedAt: '2026-11-24T17:31:00Z',
    ...over,
  };
}

export function sampleOrder(over: Partial<Order> = {}): Order {
  return {
    id: 'o1',
    orderNumber: 'KCH123456',
    status: 'awaiting_payment',
    paymentMethod: 'online',
    orderType: 'delivery',
    address: null,
    promisedMinutes: 8,
    lines: [
      {
        menuItemId: 'i1',
        name: 'Masala Chai',
        unit: 'cup',
        unitPrice: 30,
        quantity: 3,
        lineTotal: 90,
        options: [],
        note: null,
      },
    ],
    subtotal: 90,
    discount: 0,
    discountCode: null,
    deliveryFee: 33,
    tax: {
      regime: 'unregistered',
      ratePercent: 0,
      pricesIncludeTax: false,
      taxable: 123,
      cgst: 0,
      sgst: 0,
      added: 0,
    },
    roundOff: 0,
    tip: 0,
    total: 123,
    payment: samplePayment(),
    bill: null,
    ticketPrintedAt: null,
    cancelReason: null,
    customerPhone: '+919822200001',
    history: [{ status: 'awaiting_payment', at: '2026-11-26T09:59:32Z', reason: null }],
    scheduledFor: null,
    releaseAt: null,
    createdAt: '2026-11-26T09:59:32Z',
    updatedAt: '2026-11-26T09:59:32Z',
    ...over,
  };
}
