import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PaymentsReport } from '#shared/api/payments.ts';
import { PaymentStatusesTable } from './payment-statuses-table.tsx';
import { PaymentsReportView } from './payments-report.tsx';

const report: PaymentsReport = {
  date: '2026-11-26',
  timeZone: 'Asia/Kolkata',
  byMethod: [
    { method: 'cod', orders: 2, collected: 240, refunded: 0, net: 240 },
    { method: 'card', orders: 0, collected: 0, refunded: 0, net: 0 },
    { method: 'upi', orders: 1, collected: 99.5, refunded: 0, net: 99.5 },
    { method: 'online', orders: 3, collected: 450, refunded: 50, net: 400 },
  ],
  gateway: {
    checked: true,
    error: null,
    capturedHere: 450,
    capturedAtGateway: 450,
    matches: true,
    onlyAtGateway: [],
    onlyHere: [],
    amountsDiffer: [],
  },
};

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const rows = (html: string) =>
  [...html.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((m) => text(m[1] ?? '').trim());
/** The page's tables hold these rows, each as its cells' words (among other rows). */
const expectRows = (html: string, expected: string[]) =>
  expect(rows(html)).toEqual(expect.arrayContaining(expected));

describe('the daily payments report', () => {
  it('gives each method its orders, collected, refunded and net, and all methods together', () => {
    const html = renderToStaticMarkup(<PaymentsReportView report={report} />);
    expectRows(html, [
      'Cash on Delivery 2 ₹240.00 ₹0.00 ₹240.00',
      'Card 0 ₹0.00 ₹0.00 ₹0.00',
      'UPI 1 ₹99.50 ₹0.00 ₹99.50',
      'Paid online 3 ₹450.00 ₹50.00 ₹400.00',
      'All methods 6 ₹789.50 ₹50.00 ₹739.50',
    ]);
  });

  it("sets what was captured here against the gateway's figure, and says Matches", () => {
    const words = text(renderToStaticMarkup(<PaymentsReportView report={report} />));
    expect(words).toContain('Captured here ₹450.00');
    expect(words).toContain('Captured at the gateway ₹450.00');
    expect(words).toContain('Matches');
    expect(words).not.toMatch(/Here only|At the gateway only|Amounts differ/);
  });

  it('lists the payments on one side only or with different amounts', () => {
    const html = renderToStaticMarkup(
      <PaymentsReportView
        report={{
          ...report,
          gateway: {
            ...report.gateway,
            capturedAtGateway: 520,
            matches: false,
            onlyAtGateway: [{ paymentId: 'pay_Gate1', amount: 60, orderId: null }],
            onlyHere: [{ paymentId: 'pay_Here1', amount: 0, orderNumber: 'KCH000111' }],
            amountsDiffer: [{ paymentId: 'pay_Diff1', orderNumber: 'KCH000222', here: 100, atGateway: 110 }],
          },
        }}
      />,
    );
    const words = text(html);
    expect(words).toContain('Does not match: 1 at the gateway only, 1 here only, 1 with different amounts');
    expectRows(html, [
      'pay_Gate1 ₹60.00 -',
      'pay_Here1 KCH000111 ₹0.00',
      'pay_Diff1 KCH000222 ₹100.00 ₹110.00',
    ]);
    expect(words).toContain('At the gateway only');
    expect(words).toContain('Here only');
    expect(words).toContain('Amounts differ');
  });

  it('says plainly when the gateway could not be asked, with no figures for its side', () => {
    const unchecked = (error: string | null) =>
      text(
        renderToStaticMarkup(
          <PaymentsReportView
            report={{ ...report, gateway: { ...report.gateway, checked: false, error } }}
          />,
        ),
      );
    expect(unchecked(null)).toContain('Online payments are not configured');
    expect(unchecked(null)).not.toContain('Captured at the gateway');
    expect(unchecked('The payment service is not answering.')).toContain(
      'The payment service is not answering.',
    );
  });
});

describe('the payment status table', () => {
  it('names each status and gives its orders, total and refunds, with a caption', () => {
    const html = renderToStaticMarkup(
      <PaymentStatusesTable
        statuses={[
          { status: 'pending', orders: 2, total: 240, refunded: 0 },
          { status: 'paid', orders: 5, total: 600, refunded: 0 },
          { status: 'failed', orders: 0, total: 0, refunded: 0 },
          { status: 'refunded', orders: 1, total: 120, refunded: 120 },
          { status: 'partially_refunded', orders: 1, total: 200, refunded: 50 },
        ]}
      />,
    );
    expect(html).toContain('<caption');
    expectRows(html, [
      'Payment pending 2 ₹240 ₹0',
      'Paid 5 ₹600 ₹0',
      'Payment failed 0 ₹0 ₹0',
      'Refunded 1 ₹120 ₹120',
      'Partly refunded 1 ₹200 ₹50',
    ]);
  });
});
