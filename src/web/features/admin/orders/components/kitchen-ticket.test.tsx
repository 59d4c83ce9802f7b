import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { atDoorPayment, sampleOrder } from '#web/test-support/orders.ts';
import { KitchenTicket } from './kitchen-ticket.tsx';

const order = sampleOrder({
  orderNumber: 'KCH004205',
  status: 'accepted',
  paymentMethod: 'upi',
  address: {
    name: 'Neha Gokhale',
    phone: '+919822055555',
    house: 'Flat 4B',
    address: 'Porwal Road',
    area: 'Lohegaon, Pune',
    landmark: null,
    deliveryNotes: null,
    latitude: 18.6,
    longitude: 73.91,
  },
  lines: [
    {
      menuItemId: 'i1',
      name: 'Masala Chai',
      unit: 'cup',
      unitPrice: 30,
      quantity: 2,
      lineTotal: 60,
      options: [
        { optionId: null, group: 'Cup', name: 'Cutting', priceDelta: 0 },
        { optionId: null, group: 'Add-ons', name: 'Adrak', priceDelta: 5 },
      ],
      note: '<b>less milk</b>',
    },
    {
      menuItemId: 'i2',
      name: 'Bun Maska',
      unit: 'plate',
      unitPrice: 40,
      quantity: 1,
      lineTotal: 40,
      options: [],
      note: null,
    },
  ],
  subtotal: 100,
  deliveryFee: 20,
  tax: {
    regime: 'regular',
    ratePercent: 5,
    pricesIncludeTax: true,
    taxable: 114.28,
    cgst: 2.86,
    sgst: 2.86,
    added: 0,
  },
  total: 120,
  payment: atDoorPayment(),
  customerPhone: null,
  history: [],
  // 10:35 PM in Pune.
  createdAt: '2026-11-24T17:05:00Z',
  updatedAt: '2026-11-24T17:05:00Z',
});

const render = (props: Partial<Parameters<typeof KitchenTicket>[0]> = {}) =>
  renderToStaticMarkup(
    <KitchenTicket order={order} reprint={false} paper={80} timeZone="Asia/Kolkata" {...props} />,
  );
/** The text as printed, tags and the stylesheet left out. */
const text = (html: string) => html.replace(/<style>[\s\S]*?<\/style>/, '').replace(/<[^>]+>/g, ' ');

describe('the kitchen ticket', () => {
  it('gives the kitchen the number, time on the shop clock, type and lines, with no prices', () => {
    const printed = text(render());
    expect(printed).toContain('KITCHEN');
    expect(printed).toContain('KCH004205');
    expect(printed).toContain('10:35 PM');
    expect(printed).toContain('Delivery');
    expect(printed).toContain('2 x Masala Chai');
    expect(printed).toContain('Cutting, Adrak');
    expect(printed).toContain('1 x Bun Maska');
    // The kitchen copy has no prices; the packing copy's pay line has the amount to take.
    const kitchen = printed.slice(0, printed.indexOf('cut here'));
    expect(kitchen).not.toMatch(/₹|Rs\.?\s?\d|\b(30|60|120)\b/);
    expect(printed).not.toContain('REPRINT');
  });

  it('prints a note as typed, never as markup', () => {
    const html = render();
    expect(html).toContain('NOTE: &lt;b&gt;less milk&lt;/b&gt;');
    expect(html).not.toContain('<b>less milk</b>');
  });

  it('gives the packing copy the customer, phone, address and payment', () => {
    const printed = text(render());
    expect(printed).toContain('PACKING');
    expect(printed).toContain('Neha Gokhale');
    expect(printed).toContain('+919822055555');
    expect(printed).toContain('Flat 4B');
    expect(printed).toContain('Payment: UPI');
    expect(printed).toContain('UPI due ₹120.00');
    const pickup = text(
      render({ order: { ...order, orderType: 'pickup', address: null, customerPhone: '+919822000000' } }),
    );
    expect(pickup).toContain('Pickup');
    expect(pickup).toContain('+919822000000');
  });

  it('prints where the pin is beside the address, and the warning when it is elsewhere', () => {
    const mapUrl = 'https://www.google.com/maps/search/?api=1&query=18.6,73.91';
    const pin = { distanceKm: 1.24, mapUrl, locality: 'Lohegaon', warning: null };
    const printed = text(render({ order: { ...order, pin } }));
    expect(printed).toContain('Pin 1.2 km from the shop');
    expect(printed).toContain(mapUrl.replace('&', '&amp;'));
    expect(printed).not.toContain('CHECK:');
    const warned = text(
      render({ order: { ...order, pin: { ...pin, warning: 'Pin is in Lohegaon, address says Kharadi' } } }),
    );
    expect(warned).toContain('CHECK: Pin is in Lohegaon, address says Kharadi');
    expect(text(render())).not.toContain('from the shop');
  });

  it('says REPRINT on both copies, and sizes the page for the paper', () => {
    const html = render({ reprint: true, paper: 58 });
    expect(text(html).match(/REPRINT/g)).toHaveLength(2);
    expect(html).toContain('size: 58mm');
    expect(html).toContain('width: 58mm');
    expect(render()).toContain('size: 80mm');
  });
});

describe("the kitchen ticket's Marathi names", () => {
  // From the Marathi menu (the seeded starter menu's name for Masala Chai); Bun Maska has none here.
  const marathiNames = new Map([
    ['i1', 'मसाला चहा'],
    ['i9', 'वडा पाव'],
  ]);

  it('shows each item’s Marathi name under the English on the kitchen copy when the device shows them', () => {
    const html = render({ marathiNames });
    expect(html).toContain(
      '<p class="kt-line">2 x Masala Chai</p><p class="kt-marathi" lang="mr">मसाला चहा</p>',
    );
    // Only the kitchen's copy: the packing copy stays English, and a line without one shows nothing more.
    expect(text(html).match(/मसाला चहा/g)).toHaveLength(1);
    expect(html.match(/kt-marathi" lang/g)).toHaveLength(1);
    expect(html).toContain('font-family: "Noto Sans Devanagari"');
  });

  it('shows none when the device does not show them', () => {
    expect(render()).not.toContain('मसाला चहा');
    expect(render()).not.toContain('class="kt-marathi"');
  });
});

describe("a counter order's kitchen ticket", () => {
  it('says counter, takeaway or dine-in, and the token on both copies', () => {
    const counter = {
      ...order,
      orderType: 'pickup' as const,
      address: null,
      book: {
        channel: 'counter' as const,
        token: 12,
        counterKind: 'dine_in' as const,
        shopDay: '2026-11-24',
      },
    };
    const printed = text(render({ order: counter }));
    // The token large on its own line, and where the order came from, on the kitchen's and the
    // packer's copies alike.
    expect(printed.match(/Token 12/g)).toHaveLength(2);
    expect(printed.match(/Counter · Dine-in/g)).toHaveLength(2);
  });
});
