import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Order } from '#shared/api/orders.ts';
import { sampleOrder, samplePayment } from '#web/test-support/orders.ts';
import type { Attempt } from '../lib/pay-attempt.ts';
import { ClosedPanel, PaidPanel, PayPanel } from './pay-panels.tsx';

const now = Date.parse('2026-11-26T10:00:00Z');

const payment = samplePayment;
const order = sampleOrder;

const pay = (attempt: Attempt, over: Partial<Order> = {}, secondsLeft: number | null = 872) =>
  renderToStaticMarkup(
    <PayPanel
      order={order(over)}
      secondsLeft={secondsLeft}
      attempt={attempt}
      onPay={() => {}}
      onCancel={() => {}}
      cancelling={false}
    />,
  );

/** The buttons' texts, with whether each is disabled. */
const buttons = (html: string) =>
  [...html.matchAll(/<button([^>]*)>([^<]*)<\/button>/g)].map(
    (m) => `${m[2]}${m[1]?.includes(' disabled=""') ? ' (disabled)' : ''}`,
  );
/** The live regions' texts: the attempt's, then the deadline's. */
const announced = (html: string) =>
  [...html.matchAll(/<p role="status"[^>]*>([^<]*)<\/p>/g)]
    .map((m) => m[1])
    .filter(Boolean)
    .join(' | ');

describe('the pay panel', () => {
  it('shows the order, a countdown that is not read out every second, Pay with the amount and Cancel order', () => {
    const html = pay({ kind: 'idle' });
    expect(html).toContain('<h1 id="pay-page-heading"');
    expect(html).toContain('>Pay for your order</h1>');
    expect(html).toContain('KCH123456');
    expect(html).toMatch(/<p role="timer"[^>]*>Pay within 14:32<\/p>/);
    expect(announced(html)).toBe('');
    expect(buttons(html)).toEqual(['Pay ₹123.00', 'Cancel order']);
  });

  it('announces only when time runs short', () => {
    expect(announced(pay({ kind: 'idle' }, {}, 299))).toBe('Less than 5 minutes left to pay');
    expect(announced(pay({ kind: 'idle' }, {}, 45))).toBe('Less than a minute left to pay');
  });

  it('waits while a payment is under way, saying so', () => {
    const opening = pay({ kind: 'opening' });
    expect(buttons(opening)).toEqual(['Opening payment... (disabled)', 'Cancel order (disabled)']);
    expect(announced(opening)).toBe('Opening the payment window...');
    expect(buttons(pay({ kind: 'verifying' }))).toEqual([
      'Checking payment... (disabled)',
      'Cancel order (disabled)',
    ]);
  });

  it("shows the gateway's reason for a failure, with Try again", () => {
    const html = pay({ kind: 'failed', reason: 'Your bank declined the payment' });
    expect(html).toMatch(
      /<p role="alert"[^>]*><strong[^>]*>Payment failed<\/strong>Your bank declined the payment<\/p>/,
    );
    expect(buttons(html)).toEqual(['Try again', 'Cancel order']);
  });

  it('says a payment closed without paying was not completed, and offers Pay again', () => {
    const html = pay({ kind: 'dismissed' });
    expect(announced(html)).toBe('Payment not completed');
    expect(buttons(html)).toEqual(['Pay ₹123.00', 'Cancel order']);
  });

  it("shows the server's message when it refuses, and the last failure recorded before this page", () => {
    const refused = pay({
      kind: 'refused',
      status: 503,
      message: 'The payment service is not answering. Please try again in a minute.',
    });
    expect(refused).toMatch(
      /<p role="alert"[^>]*>The payment service is not answering\. Please try again in a minute\.<\/p>/,
    );
    expect(buttons(refused)).toEqual(['Try again', 'Cancel order']);
    const earlier = pay(
      { kind: 'idle' },
      { payment: payment({ status: 'failed', failureReason: 'Card expired' }) },
    );
    expect(earlier).toContain('Your last payment attempt failed</strong>Card expired');
    expect(buttons(earlier)[0]).toBe('Try again');
  });
});

describe('the paid panel', () => {
  it("says the payment was received, with the order's live status and the ways back", () => {
    const paid = order({
      status: 'placed',
      payment: payment({ status: 'paid', payBy: null, paidAt: '2026-11-26T10:01:00Z' }),
    });
    const html = renderToStaticMarkup(<PaidPanel order={paid} now={now} />);
    expect(html).toContain('>Payment received</h1>');
    expect(html).toMatch(/<p role="status"[^>]*>Placed<\/p>/);
    expect(html).toContain('Waiting for the shop to accept');
    expect(html).toContain('Paid online');
    expect(html).toContain('<a href="/"');
    expect(html).toContain('<a href="/?orders=open"');
  });
});

describe('the closed panel', () => {
  const again = <button type="button">Reorder</button>;

  it('says the time to pay ran out, and offers to order the same again', () => {
    const expired = order({
      status: 'cancelled',
      cancelReason: 'Not paid within 15 minutes',
      payment: payment({ payBy: null }),
    });
    const html = renderToStaticMarkup(
      <ClosedPanel order={expired} view="expired" now={now} orderAgain={again} />,
    );
    expect(html).toContain('>Order not paid</h1>');
    expect(html).toContain('The time to pay for this order has run out. Please place it again.');
    expect(buttons(html)).toEqual(['Reorder']);
  });

  it('shows the refunds of an order cancelled after it was paid', () => {
    const refunded = order({
      status: 'cancelled',
      cancelReason: 'Cancelled by the customer',
      payment: payment({
        status: 'paid',
        payBy: null,
        refunds: [
          {
            id: 'r1',
            amount: 123,
            reason: 'Cancelled',
            status: 'pending',
            gatewayRefundId: 'rfnd_1',
            failureReason: null,
            createdAt: '2026-11-26T10:05:00Z',
            updatedAt: '2026-11-26T10:05:00Z',
          },
        ],
      }),
    });
    const html = renderToStaticMarkup(
      <ClosedPanel order={refunded} view="cancelled-paid" now={now} orderAgain={again} />,
    );
    expect(html).toContain('>Order cancelled</h1>');
    expect(html).toContain('Refund of ₹123.00 started');
  });

  it('has nothing to pay online for an order paid at the door, and no Reorder there', () => {
    const html = renderToStaticMarkup(
      <ClosedPanel
        order={order({ status: 'placed', paymentMethod: 'upi' })}
        view="at-door"
        now={now}
        orderAgain={again}
      />,
    );
    expect(html).toContain('>Nothing to pay online</h1>');
    expect(html).toContain('UPI: Scan the rider&#x27;s UPI QR.');
    expect(buttons(html)).toEqual([]);
  });
});
