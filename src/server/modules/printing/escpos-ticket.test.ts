import { describe, expect, it } from 'vitest';
import type { Order } from '#shared/api/orders.ts';
import { kitchenTicketContent } from '#shared/kitchen/kitchen-ticket-content.ts';
import { decodeEscpos, printedText } from '#tests/helpers/escpos-decoder.ts';
import { PC858_CODE_PAGE } from './escpos-text.ts';
import { escposTestPage, escposTicket } from './escpos-ticket.ts';

const order: Order = {
  id: 'o1',
  orderNumber: 'KCH123456',
  status: 'accepted',
  paymentMethod: 'cod',
  orderType: 'delivery',
  address: {
    name: 'Asha Kulkarni',
    phone: '+919822200001',
    house: 'Flat 4B, Lotus Court',
    address: 'Porwal Road, near the big banyan tree opposite the school',
    area: 'Lohegaon',
    landmark: null,
    deliveryNotes: 'Ring twice',
    latitude: null,
    longitude: null,
  },
  promisedMinutes: 30,
  lines: [
    {
      menuItemId: 'i1',
      name: 'Masala Chai',
      unit: 'cup',
      unitPrice: 30,
      quantity: 3,
      lineTotal: 90,
      options: [
        { optionId: 'a', group: 'Size', name: 'Cutting', priceDelta: 0 },
        { optionId: 'b', group: 'Sugar', name: 'Less sugar', priceDelta: 0 },
      ],
      note: 'Extra hot, no “malai”',
    },
    {
      menuItemId: 'i2',
      name: 'मसाला बन Maska with a long description to wrap',
      unit: 'plate',
      unitPrice: 269,
      quantity: 1,
      lineTotal: 269,
      options: [],
      note: null,
    },
  ],
  subtotal: 359,
  discount: 0,
  discountCode: null,
  deliveryFee: 0,
  tax: {
    regime: 'unregistered',
    ratePercent: 0,
    pricesIncludeTax: true,
    taxable: 359,
    cgst: 0,
    sgst: 0,
    added: 0,
  },
  roundOff: 0,
  tip: 0,
  total: 359,
  payment: {
    status: 'pending',
    paidAt: null,
    payBy: null,
    refunded: 0,
    gatewayPaymentId: null,
    failureReason: null,
    refunds: [],
  },
  bill: null,
  ticketPrintedAt: null,
  cancelReason: null,
  customerPhone: '+919822200001',
  pin: { distanceKm: 1.24, mapUrl: 'https://maps.example/?q=18.6,73.9', locality: null, warning: null },
  history: [],
  createdAt: '2026-11-26T09:40:00Z',
  scheduledFor: null,
  releaseAt: null,
  updatedAt: '2026-11-26T09:40:00Z',
};

const ticket = (paper: 58 | 80, over: Partial<Order> = {}, reprint = false) =>
  decodeEscpos(
    escposTicket(kitchenTicketContent({ ...order, ...over }, { reprint, timeZone: 'Asia/Kolkata' }), paper),
  );

describe('the ESC/POS kitchen ticket', () => {
  it('starts with init and PC858, and cuts after each copy', () => {
    const decoded = ticket(80);
    expect(decoded.inits).toBe(1);
    expect(decoded.codePages).toEqual([PC858_CODE_PAGE]);
    expect(decoded.cuts).toHaveLength(2);
    expect(decoded.cuts.every((cut) => cut.mode === 66)).toBe(true);
    expect(decoded.cuts[1]!.cutAfter).toBe(decoded.lines.length);
  });

  it('prints the kitchen copy: number big, lines tall and bold, choices and note bold beneath', () => {
    const decoded = ticket(80);
    const kitchen = decoded.lines.slice(0, decoded.cuts[0]!.cutAfter);
    const number = kitchen.find((l) => l.text === 'KCH123456');
    expect(number).toMatchObject({ bold: true, size: 0x11 });
    expect(kitchen.find((l) => l.text.startsWith('3 x Masala Chai'))).toMatchObject({
      bold: true,
      size: 0x01,
    });
    expect(kitchen.find((l) => l.text === '  Cutting, Less sugar')).toMatchObject({ bold: true, size: 0 });
    expect(kitchen.find((l) => l.text === '  NOTE: Extra hot, no "malai"')).toMatchObject({ bold: true });
    expect(printedText(decoded)).toContain('3:10 PM                                 DELIVERY');
    // No prices on the kitchen copy.
    expect(kitchen.some((l) => l.text.includes('Rs.'))).toBe(false);
  });

  it('prints the packing copy: customer, address, pin, lines with choices and the pay line', () => {
    const text = printedText(ticket(80));
    for (const line of [
      'Asha Kulkarni',
      '+919822200001',
      'Flat 4B, Lotus Court',
      'Lohegaon',
      'Notes: Ring twice',
      'Pin 1.2 km from the shop',
      '3 x Masala Chai (Cutting, Less sugar)',
      'Payment: Cash on Delivery',
      'Cash due Rs.359.00',
    ])
      expect(text).toContain(line);
  });

  it('keeps every line within 32 columns on 58 mm and 48 on 80 mm (16 and 24 in double width)', () => {
    for (const [paper, columns] of [
      [58, 32],
      [80, 48],
    ] as const) {
      const decoded = ticket(paper);
      for (const line of decoded.lines) {
        const limit = line.size === 0x11 ? columns / 2 : columns;
        expect(line.text.length, line.text).toBeLessThanOrEqual(limit);
      }
      expect(decoded.lines.some((l) => l.text.length === columns)).toBe(true);
    }
  });

  it('wraps a long item name with its continuation indented, and prints Devanagari as ?', () => {
    const text = printedText(ticket(58));
    const start = text.indexOf('1 x ? ? Maska with a long');
    expect(start).toBeGreaterThan(-1);
    expect(text[start + 1]).toBe('  description to wrap');
  });

  it('says REPRINT on both copies of a reprint, and PAID online for a paid online order', () => {
    const text = printedText(
      ticket(80, { paymentMethod: 'online', payment: { ...order.payment, status: 'paid' } }, true),
    );
    expect(text.filter((l) => l.includes('REPRINT'))).toHaveLength(2);
    expect(text).toContain('PAID online');
  });
});

describe('the decoder the tests read tickets with', () => {
  it('refuses UTF-8 text and commands the encoder never sends', () => {
    const init = [0x1b, 0x40, 0x1b, 0x74, 19];
    expect(() => decodeEscpos(Buffer.from([...init, ...Buffer.from('Rs ₹\n')]))).toThrow();
    expect(() => decodeEscpos(Buffer.from([...init, ...Buffer.from('मसाला\n')]))).toThrow();
    expect(() => decodeEscpos(Buffer.from([...init, 0x1b, 0x21, 0, 0x0a]))).toThrow(/unexpected ESC/);
    expect(decodeEscpos(Buffer.from([...init, 0x43, 0x61, 0x66, 0x82, 0x0a])).lines[0]?.text).toBe('Café');
  });
});

describe('the test page', () => {
  it('names the printer and the paper, then cuts', () => {
    const decoded = decodeEscpos(
      escposTestPage('Chai Express', { host: '192.168.1.50', port: 9100, paperWidth: 58 }, '3:10 PM'),
    );
    expect(printedText(decoded)).toEqual(
      expect.arrayContaining(['Printer 192.168.1.50:9100', 'Paper 58 mm', 'Printed 3:10 PM']),
    );
    expect(decoded.cuts).toHaveLength(1);
  });
});
