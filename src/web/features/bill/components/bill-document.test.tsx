import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Bill } from '#shared/api/billing.ts';
import { BillDocument } from './bill-document.tsx';

const taxInvoice: Bill = {
  kind: 'tax-invoice',
  title: 'Tax Invoice',
  number: 'CE/26-27/000123',
  issuedAt: '2026-11-26T18:45:00.000Z',
  orderId: 'o1',
  orderNumber: 'CE-1042',
  orderType: 'delivery',
  placedAt: '2026-11-26T18:05:00.000Z',
  seller: {
    name: 'Chai Express Foods LLP',
    address: 'Porwal Road, Pune',
    gstin: '27AAPFU0939F1ZV',
    fssai: '12345678901234',
  },
  customer: { name: 'Asha', phone: '+919822051001', address: 'Flat 4, Porwal Road, Lohegaon' },
  lines: [
    {
      name: 'Masala Chai',
      unit: 'cup',
      choices: ['Cup: Cutting', 'Sugar: Less sugar'],
      note: '<b>Less milk</b>',
      quantity: 4000,
      rate: 25,
      amount: 100000,
    },
  ],
  subtotal: 100000,
  discount: 0,
  discountCode: null,
  deliveryFee: 0,
  tax: {
    regime: 'regular',
    ratePercent: 5,
    pricesIncludeTax: true,
    taxable: 95238.1,
    cgst: 2380.95,
    sgst: 2380.95,
    added: 0,
  },
  roundOff: 0,
  tip: 0,
  total: 100000,
  paymentMethod: 'upi',
  notes: ['Prices include GST'],
};

const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ');

describe('BillDocument', () => {
  it('prints the seller, the bill number and date in the shop time zone, the lines and the GST split', () => {
    const html = renderToString(<BillDocument bill={taxInvoice} paper="a4" timeZone="Asia/Kolkata" />);
    const words = text(html);
    expect(words).toContain('Tax Invoice');
    expect(words).toContain('CE/26-27/000123');
    // 18:45 UTC is 00:15 the next day in Pune.
    expect(words).toMatch(/27 Nov 2026/);
    expect(words).toContain('FSSAI Lic. No.  12345678901234');
    expect(words).toContain('₹1,00,000.00');
    expect(words).toContain('₹95,238.10');
    expect(words).toMatch(/CGST 2\.5%/);
    expect(words).toMatch(/SGST 2\.5%/);
    expect(words).toContain('UPI');
    // The note is words, not markup.
    expect(html).toContain('&lt;b&gt;Less milk&lt;/b&gt;');
    expect(html).toContain('<th scope="col"');
  });

  it("a bill of supply shows no tax; a pickup shows 'Pickup from the shop' and no delivery fee", () => {
    const bill: Bill = {
      ...taxInvoice,
      kind: 'bill-of-supply',
      title: 'Bill of Supply',
      orderType: 'pickup',
      customer: { ...taxInvoice.customer, address: null },
      tax: { ...taxInvoice.tax, regime: 'composition', ratePercent: 0, taxable: 100000, cgst: 0, sgst: 0 },
      notes: ['Composition taxable person, not eligible to collect tax on supplies'],
    };
    const words = text(renderToString(<BillDocument bill={bill} paper="80mm" timeZone="Asia/Kolkata" />));
    expect(words).toContain('Bill of Supply');
    expect(words).not.toMatch(/CGST|SGST|Taxable value|Delivery fee/);
    expect(words).toContain('Pickup from the shop');
    expect(words).toContain('Composition taxable person');
  });

  it("a counter sale reads 'Sold at the counter', with its token", () => {
    const bill: Bill = {
      ...taxInvoice,
      orderType: 'pickup',
      customer: { name: null, phone: null, address: null },
      book: { channel: 'counter', token: 12, counterKind: 'dine_in' },
    };
    const words = text(renderToString(<BillDocument bill={bill} paper="80mm" timeZone="Asia/Kolkata" />));
    expect(words).toContain('Sold at the counter');
    expect(words).not.toContain('Pickup from the shop');
    expect(words).toMatch(/Token\s+12/);
    expect(words).toContain('Counter · Dine-in');
  });

  it("names an order paid through the gateway 'Paid online'", () => {
    const words = text(
      renderToString(
        <BillDocument bill={{ ...taxInvoice, paymentMethod: 'online' }} paper="a4" timeZone="Asia/Kolkata" />,
      ),
    );
    expect(words).toMatch(/Payment\s+Paid online/);
  });
});
