import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Order } from '#shared/api/orders.ts';
import { OrderPayment } from '#web/features/store/shared/components/order-payment.tsx';
import { sampleOrder, samplePayment } from '#web/test-support/orders.ts';
import { myOrdersQueryOptions } from '../api/get-my-orders.ts';
import { MyOrdersModal } from './my-orders-modal.tsx';
import { OrderPlacedModal } from './order-placed-modal.tsx';

const before = Date.parse('2026-11-26T10:00:00Z');

const refund = (id: string, amount: number, status: 'pending' | 'processed' | 'failed') => ({
  id,
  amount,
  reason: 'Cancelled',
  status,
  gatewayRefundId: null,
  failureReason: null,
  createdAt: '2026-11-26T10:05:00Z',
  updatedAt: '2026-11-26T10:05:00Z',
});

describe('where an order’s money stands', () => {
  it('links an order awaiting its payment to the pay page by a plain link, with the deadline', () => {
    const html = renderToStaticMarkup(<OrderPayment order={sampleOrder()} now={before} />);
    expect(html).toContain('Payment pending');
    expect(html).toMatch(/<a href="\/orders\/o1\/pay"[^>]*>Pay now<\/a>/);
    expect(html).toMatch(/>Pay by [^<]+<\/span>/);
  });

  it('says what to have ready for an order paid at the door, and nothing to pay', () => {
    const html = renderToStaticMarkup(
      <OrderPayment order={sampleOrder({ status: 'placed', paymentMethod: 'cod' })} now={before} />,
    );
    expect(html).toContain('Cash to the rider');
    expect(html).not.toContain('Pay now');
  });

  it('lists each refund with its amount and state', () => {
    const order = sampleOrder({
      status: 'cancelled',
      payment: samplePayment({
        status: 'partially_refunded',
        payBy: null,
        refunded: 50,
        refunds: [refund('r2', 73, 'pending'), refund('r1', 50, 'processed')],
      }),
    });
    const html = renderToStaticMarkup(<OrderPayment order={order} now={before} />);
    expect(html).toContain('Partly refunded');
    expect(html).toContain('<ul aria-label="Refunds"');
    expect(html).toContain('<li class="text-stone-700">Refund of ₹73.00 started</li>');
    expect(html).toContain('<li class="text-stone-700">₹50.00 refunded</li>');
  });

  it('shows nothing for a cancelled order that was never paid', () => {
    const order = sampleOrder({ status: 'cancelled', payment: samplePayment({ payBy: null }) });
    expect(renderToStaticMarkup(<OrderPayment order={order} now={before} />)).toBe('');
  });
});

function withOrders(orders: Order[], element: React.ReactElement) {
  const queryClient = new QueryClient();
  // My orders lists orders without their lines and history, a page at a time.
  const summaries = orders.map(({ lines, history: _history, ...order }) => ({
    ...order,
    lineCount: lines.length,
    itemCount: lines.reduce((sum, l) => sum + l.quantity, 0),
  }));
  queryClient.setQueryData(myOrdersQueryOptions().queryKey, {
    pages: [{ orders: summaries, nextCursor: null }],
    pageParams: [undefined],
  });
  return renderToStaticMarkup(<QueryClientProvider client={queryClient}>{element}</QueryClientProvider>);
}

describe('My orders', () => {
  it('shows the status of an order awaiting payment as such, with Pay now on its row', () => {
    // Far ahead, as My orders reads the clock itself.
    const payBy = new Date(Date.now() + 10 * 60_000).toISOString();
    const html = withOrders(
      [sampleOrder({ payment: samplePayment({ payBy }) })],
      <MyOrdersModal open onClose={() => {}} onReorder={() => {}} />,
    );
    expect(html).toContain('>Awaiting payment</span>');
    expect(html).toMatch(/<a href="\/orders\/o1\/pay"[^>]*>Pay now<\/a>/);
  });
});

describe('the order confirmation', () => {
  it('says the payment page is opening for an order to pay online, with Pay now in case it does not', () => {
    const payBy = new Date(Date.now() + 10 * 60_000).toISOString();
    const html = withOrders(
      [],
      <OrderPlacedModal order={sampleOrder({ payment: samplePayment({ payBy }) })} onClose={() => {}} />,
    );
    expect(html).toContain('Pay for your order');
    expect(html).toContain('Opening the payment page...');
    expect(html).not.toContain('Thank you! Your order is in.');
    expect(html).toContain('>Awaiting payment</p>');
    expect(html).not.toContain('data-testid="order-eta"');
    expect(html).toMatch(/<a href="\/orders\/o1\/pay"[^>]*>Pay now<\/a>/);
  });

  it('says where the money stands for an order paid at the door', () => {
    const html = withOrders(
      [],
      <OrderPlacedModal
        order={sampleOrder({
          status: 'placed',
          paymentMethod: 'upi',
          payment: samplePayment({ payBy: null }),
        })}
        onClose={() => {}}
      />,
    );
    expect(html).toContain('Thank you! Your order is in.');
    expect(html).toContain('Scan the rider&#x27;s UPI QR');
  });
});
