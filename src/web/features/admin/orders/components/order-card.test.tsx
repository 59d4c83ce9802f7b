import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Order } from '#shared/api/orders.ts';
import { atDoorPayment, sampleOrder, sampleRefund } from '#web/test-support/orders.ts';
import { CancelOrderForm } from './cancel-order-form.tsx';
import { OrderCard } from './order-card.tsx';

const order = sampleOrder({
  orderNumber: 'KCH004205',
  status: 'accepted',
  paymentMethod: 'cod',
  orderType: 'pickup',
  address: null,
  lines: [
    {
      menuItemId: 'i1',
      name: 'Masala Chai',
      unit: 'cup',
      unitPrice: 61.5,
      quantity: 2,
      lineTotal: 123,
      options: [],
      note: null,
    },
  ],
  subtotal: 123,
  deliveryFee: 0,
  tax: {
    regime: 'unregistered',
    ratePercent: 0,
    pricesIncludeTax: true,
    taxable: 123,
    cgst: 0,
    sgst: 0,
    added: 0,
  },
  total: 123,
  payment: atDoorPayment(),
  customerPhone: '+919822055555',
  history: [],
  createdAt: '2026-11-24T17:05:00Z',
  updatedAt: '2026-11-24T17:05:00Z',
});

const paidOnline = (payment: Partial<Order['payment']> = {}): Order => ({
  ...order,
  paymentMethod: 'online',
  payment: {
    ...order.payment,
    status: 'paid',
    paidAt: '2026-11-24T17:04:00Z',
    gatewayPaymentId: 'pay_Nq8kXl2v9YbC1d',
    ...payment,
  },
});

function render(shown: Order, canRefund = false, listed?: boolean, canUnmark?: boolean) {
  const html = renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <OrderCard
        order={shown}
        onMove={() => {}}
        busy={false}
        onPrintTicket={() => {}}
        printing={false}
        timeZone="Asia/Kolkata"
        now={new Date()}
        canRefund={canRefund}
        canUnmark={canUnmark}
        listed={listed}
      />
    </QueryClientProvider>,
  );
  return { html, text: html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ') };
}

const button = (html: string, label: string) => html.includes(`aria-label="${label}"`);

describe('an order card in search results or a status filter', () => {
  it('says the status, the day and time placed, and where the money stands', () => {
    const delivered = { ...paidOnline(), status: 'delivered' as const };
    const { text } = render(delivered, false, true);
    // paidOnline() is a pickup: handed over at the counter, it reads Collected.
    expect(text).toContain('Collected');
    // 10:35 PM in Pune on 24 November.
    expect(text).toContain('Placed 24 Nov, 10:35 PM');
    expect(text).toContain('Paid');
    const { text: due } = render({ ...order, status: 'cancelled' }, false, true);
    expect(due).toContain('Cancelled');
    expect(due).toContain('Not paid');
  });

  it('leaves the status to the column on the board', () => {
    const { text } = render(order);
    expect(text).not.toContain('Accepted');
    expect(text).not.toContain('Placed 24 Nov');
  });
});

describe('undoing a mark-paid on a card', () => {
  it('is offered to a manager or admin for an at-door order marked paid, never for one paid online', () => {
    const paid = { ...order, payment: atDoorPayment({ status: 'paid', paidAt: '2026-11-24T17:20:00Z' }) };
    expect(button(render(paid, true, false, true).html, 'Undo paid KCH004205')).toBe(true);
    // Staff (no payments:unmark) are not offered it; the server refuses them too.
    expect(button(render(paid, false, false, false).html, 'Undo paid KCH004205')).toBe(false);
    expect(button(render(paidOnline(), true, false, true).html, 'Undo paid KCH004205')).toBe(false);
    expect(button(render(order, true, false, true).html, 'Undo paid KCH004205')).toBe(false);
  });
});

describe('the payment on an order card', () => {
  it('says what the counter still has to take, with Mark paid', () => {
    const { html, text } = render(order);
    // A pickup order: its cash is paid at the counter.
    expect(text).toContain('₹123 · Cash at the counter');
    expect(text).not.toContain('Cash on Delivery');
    expect(text).toContain('Cash due');
    expect(button(html, 'Mark paid KCH004205')).toBe(true);
    expect(button(html, 'Show UPI QR KCH004205')).toBe(false);
    expect(button(html, 'Refund KCH004205')).toBe(false);
    expect(text).not.toContain('Payment ID');
  });

  it('offers the UPI QR for a UPI order still to pay, and nothing once it is paid', () => {
    const upi = { ...order, paymentMethod: 'upi' as const };
    const due = render(upi);
    expect(due.text).toContain('UPI due');
    expect(button(due.html, 'Show UPI QR KCH004205')).toBe(true);
    expect(button(due.html, 'Mark paid KCH004205')).toBe(true);
    const paid = render({ ...upi, payment: { ...upi.payment, status: 'paid' } });
    expect(paid.text).toContain('UPI Paid');
    expect(button(paid.html, 'Show UPI QR KCH004205')).toBe(false);
    expect(button(paid.html, 'Mark paid KCH004205')).toBe(false);
  });

  it('offers neither Mark paid nor the QR while a rider holds the order', () => {
    const held = {
      ...order,
      orderType: 'delivery' as const,
      paymentMethod: 'upi' as const,
      delivery: {
        current: {
          id: 'd1',
          riderId: 'r1',
          riderName: 'Ravi',
          riderPhone: '+919876500101',
          status: 'picked_up' as const,
          assignedAt: '2026-11-24T17:00:00Z',
          acknowledgedAt: null,
          pickedUpAt: '2026-11-24T17:05:00Z',
          position: null,
        },
        failure: null,
        proofWarning: null,
      },
    };
    const { html } = render(held);
    expect(button(html, 'Mark paid KCH004205')).toBe(false);
    expect(button(html, 'Show UPI QR KCH004205')).toBe(false);
    const free = render({ ...held, delivery: { ...held.delivery, current: null } });
    expect(button(free.html, 'Mark paid KCH004205')).toBe(true);
  });

  it('offers no payment buttons on a cancelled order that was never paid', () => {
    const { html, text } = render({ ...order, paymentMethod: 'upi', status: 'cancelled' });
    expect(text).toContain('Not paid');
    expect(button(html, 'Mark paid KCH004205')).toBe(false);
    expect(button(html, 'Show UPI QR KCH004205')).toBe(false);
    expect(button(html, 'Cancel KCH004205')).toBe(false);
  });

  it('shows an online payment with its gateway id, what was refunded and each refund', () => {
    const shown = paidOnline({
      status: 'partially_refunded',
      refunded: 20,
      refunds: [
        sampleRefund({
          id: 'r3',
          amount: 10.5,
          reason: 'Late',
          status: 'failed',
          failureReason: 'Bank down',
        }),
        sampleRefund({
          id: 'r2',
          amount: 5,
          reason: 'No sugar sachets',
          status: 'pending',
          gatewayRefundId: 'rfnd_2',
        }),
        sampleRefund({}),
      ],
    });
    const { html, text } = render(shown, true);
    expect(text).toContain('₹123 · Paid online');
    expect(text).toContain('Partly refunded');
    expect(text).toContain('Refunded ₹20.00');
    expect(text).toContain('₹10.50 Refund failed Late Bank down');
    expect(text).toContain('₹5.00 Refund started No sugar sachets');
    expect(text).toContain('₹20.00 Refunded Spilled on the way');
    expect(text).toContain('Payment ID pay_Nq8kXl2v9YbC1d');
    expect(html).toContain('aria-label="Refunds of KCH004205"');
    // 123 - 20 refunded - 5 on its way leaves 98: Refund is offered to whoever may refund.
    expect(button(html, 'Refund KCH004205')).toBe(true);
    expect(button(render(shown, false).html, 'Refund KCH004205')).toBe(false);
    expect(button(html, 'Mark paid KCH004205')).toBe(false);
  });

  it('says a refund whose answer was lost is being checked, and offers no second one meanwhile', () => {
    const shown = paidOnline({
      refunds: [
        sampleRefund({ id: 'r4', amount: 5, reason: 'Cold', status: 'pending', gatewayRefundId: null }),
      ],
    });
    const { html, text } = render(shown, true);
    expect(text).toContain('₹5.00 Refund started Cold Checking with the payment gateway');
    expect(button(html, 'Refund KCH004205')).toBe(false);
  });

  it('offers no refund once everything went back', () => {
    const { html, text } = render(paidOnline({ status: 'refunded', refunded: 123 }), true);
    expect(text).toContain('Refunded ₹123.00');
    expect(button(html, 'Refund KCH004205')).toBe(false);
  });

  it('shows an order awaiting its online payment with its deadline, and no moves or ticket', () => {
    const { html, text } = render({
      ...order,
      status: 'awaiting_payment',
      paymentMethod: 'online',
      payment: {
        ...order.payment,
        status: 'failed',
        payBy: '2026-11-24T17:20:00Z',
        failureReason: 'Card declined',
      },
    });
    expect(text).toContain('Online payment');
    expect(text).not.toContain('Paid online');
    expect(text).toContain('Payment failed');
    // 17:20 UTC is 10:50 PM in Pune.
    expect(text).toContain('Pay by 10:50 PM');
    expect(text).toContain('Card declined');
    expect(text).not.toContain('Print ticket');
    expect(button(html, 'Cancel KCH004205')).toBe(false);
    expect(text).not.toMatch(/Accept|Mark paid/);
  });
});

describe('cancelling from a card', () => {
  const form = (shown: Order) =>
    renderToStaticMarkup(
      <CancelOrderForm order={shown} busy={false} onCancel={() => {}} onKeep={() => {}} />,
    );

  it('says what an order paid online gets back, tied to the Cancel order button', () => {
    const html = form(paidOnline({ status: 'partially_refunded', refunded: 23 }));
    expect(html).toContain('₹100.00 will be refunded to the customer.');
    const id = /<p id="([^"]+)"[^>]*>₹100\.00 will be refunded/.exec(html)?.[1];
    expect(id).toBeDefined();
    expect(html).toContain(`aria-describedby="${id}"`);
  });

  it('says nothing about money for an order paid at the door', () => {
    const html = form(order);
    expect(html).toContain('Reason for cancelling');
    expect(html).not.toContain('refunded');
    expect(html).not.toContain('aria-describedby');
  });
});

describe('where a delivery pin is', () => {
  const delivery: Order = {
    ...order,
    orderType: 'delivery',
    address: {
      name: 'Neha Gokhale',
      phone: '+919822055555',
      house: 'Flat 4B',
      address: 'Porwal Road',
      area: 'Kharadi',
      landmark: null,
      deliveryNotes: null,
      latitude: 18.5913,
      longitude: 73.9196,
    },
    pin: {
      distanceKm: 0,
      mapUrl: 'https://www.google.com/maps/search/?api=1&query=18.5913,73.9196',
      locality: 'Lohegaon',
      warning: 'Pin is in Lohegaon, address says Kharadi',
    },
  };

  it('shows the distance from the shop and a map link beside the typed address, and the warning', () => {
    const { html, text } = render(delivery);
    expect(text).toContain('Kharadi');
    expect(text).toContain('Pin 0 m from the shop');
    expect(html).toContain('href="https://www.google.com/maps/search/?api=1&amp;query=18.5913,73.9196"');
    expect(html).toContain('aria-label="Map of the pin for KCH004205"');
    expect(text).toContain('Pin is in Lohegaon, address says Kharadi');
  });

  it('shows no warning when the pin is where the address says, and nothing for pickup', () => {
    const matched = render({ ...delivery, pin: { ...delivery.pin!, warning: null } });
    expect(matched.text).toContain('Pin 0 m from the shop');
    expect(matched.html).not.toContain('data-testid="pin-warning"');
    expect(render(order).html).not.toContain('data-testid="order-pin"');
  });
});

describe("an order card's place in the order book", () => {
  const book = (channel: 'online' | 'counter' | 'phone', token: number | null = null) => ({
    channel,
    token,
    counterKind: channel === 'counter' ? ('dine_in' as const) : null,
    shopDay: '2026-11-24',
  });

  it("shows a counter order's token beside its number, with the channel and kind", () => {
    const { html, text } = render({ ...order, book: book('counter', 7) });
    expect(html).toContain('data-testid="order-token"');
    expect(text).toContain('KCH004205 Token 7');
    expect(text).toContain('Counter · Dine-in');
  });

  it('shows the channel of every order, and no token where there is none', () => {
    expect(render({ ...order, book: book('phone') }).text).toContain('Phone');
    const online = render({ ...order, book: book('online') });
    expect(online.text).toContain('Online');
    expect(online.html).not.toContain('order-token');
    // An order from a server without the book says nothing of it.
    expect(render(order).html).not.toContain('order-channel');
  });
});
