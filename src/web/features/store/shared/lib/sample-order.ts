// An order as the API answers it, for the storefront's component tests: an online order of three
// cups of chai (₹123 with delivery) awaiting its payment, to be changed per test.
import type { Order } from '#shared/api/orders.ts';
import type { OrderPayment } from '#shared/api/payments.ts';

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
    total: 123,
    payment: samplePayment(),
    bill: null,
    ticketPrintedAt: null,
    cancelReason: null,
    customerPhone: '+919822200001',
    history: [{ status: 'awaiting_payment', at: '2026-11-26T09:59:32Z', reason: null }],
    createdAt: '2026-11-26T09:59:32Z',
    updatedAt: '2026-11-26T09:59:32Z',
    ...over,
  };
}
