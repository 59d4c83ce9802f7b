import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Order } from '#shared/api/orders.ts';
import type { UpiQr } from '#shared/api/payments.ts';
import { atDoorPayment } from '#web/test-support/orders.ts';
import { RefundDialog } from './refund-dialog.tsx';
import { UpiQrDialog } from './upi-qr-dialog.tsx';

// Only what the dialogs read of an order.
const order = {
  id: 'o1',
  orderNumber: 'KCH004205',
  status: 'out_for_delivery',
  paymentMethod: 'upi',
  total: 123.5,
  payment: atDoorPayment(),
} as unknown as Order;

const qr: UpiQr = {
  uri: 'upi://pay?pa=chaiexpress@okicici&pn=Chai%20Express&am=123.50&cu=INR&tr=KCH004205',
  image: 'data:image/svg+xml;base64,PHN2Zy8+',
  vpa: 'chaiexpress@okicici',
  payeeName: 'Chai Express',
  amount: 123.5,
  orderNumber: 'KCH004205',
};

const idle = { mutateAsync: async () => undefined, isPending: false };

function render(node: ReactNode, seed?: (client: QueryClient) => void) {
  const client = new QueryClient();
  seed?.(client);
  const html = renderToStaticMarkup(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
  return { html, text: html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ') };
}

describe('the UPI QR dialog', () => {
  it('shows the QR with words for it, the amount, the UPI ID, the order number and Mark paid', () => {
    const { html, text } = render(<UpiQrDialog order={order} collect={idle} onClose={() => {}} />, (client) =>
      client.setQueryData(['admin', 'upi-qr', 'o1'], qr),
    );
    expect(html).toContain(`src="${qr.image}"`);
    expect(html).toContain('alt="UPI QR code: pay ₹123.50 to chaiexpress@okicici for order KCH004205"');
    expect(text).toContain('₹123.50');
    expect(text).toContain('Chai Express ( chaiexpress@okicici )');
    expect(text).toContain('Order: KCH004205');
    expect(text).toContain('Mark paid');
    expect(text).toContain('UPI QR for KCH004205');
  });

  it('says it is drawing the QR until the server answers', () => {
    const { html, text } = render(<UpiQrDialog order={order} collect={idle} onClose={() => {}} />);
    expect(text).toContain('Drawing the QR...');
    expect(html).not.toContain('<img');
  });
});

describe('the Refund dialog', () => {
  const paid = {
    ...order,
    paymentMethod: 'online',
    payment: { ...order.payment, status: 'partially_refunded', refunded: 23.5 },
  } as Order;

  it('starts at what is left, asks for a reason and says Refund', () => {
    const { html, text } = render(<RefundDialog order={paid} refund={idle} onClose={() => {}} />);
    expect(text).toContain('Refund KCH004205');
    expect(text).toContain('Up to ₹100.00 can be refunded');
    // The box itself is filled with 100.00 once mounted (refundDraft, tested with the form).
    expect(text).toContain('Up to ₹100.00, at most two decimals.');
    expect(html).toMatch(/<input[^>]*data-autofocus/);
    expect(text).toContain('Reason');
    expect(html).toMatch(/<button type="submit"[^>]*>Refund<\/button>/);
  });
});
