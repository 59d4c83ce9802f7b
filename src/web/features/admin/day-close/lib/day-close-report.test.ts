import { describe, expect, it } from 'vitest';
import type { DayCloseFigures } from '#shared/api/day-close.ts';
import { adjustmentNote, dayCloseTables, foldCount, riderVariance } from './day-close-report.ts';

const figures: DayCloseFigures = {
  shopDay: '2026-11-29',
  byChannel: [
    { channel: 'online', orders: 2, amount: 500 },
    { channel: 'counter', orders: 3, amount: 249.5 },
  ],
  byMethod: [
    { method: 'cod', orders: 3, amount: 249.5 },
    { method: 'online', orders: 2, amount: 500 },
  ],
  sold: { orders: 5, amount: 749.5 },
  cancelled: 1,
  items: 720,
  discounts: { code: 20, manual: 10.5 },
  deliveryFees: 30,
  taxAdded: 30,
  gst: [{ ratePercent: 5, taxable: 600, cgst: 15, sgst: 15 }],
  online: { orders: 2, captured: 500, refunded: 100 },
  riders: [
    {
      riderId: 'r1',
      name: 'Ravi',
      cash: 300,
      upi: 0,
      card: 0,
      expectedCash: 800,
      handedIn: 780,
      variance: -20,
    },
    {
      riderId: 'r2',
      name: 'Sita',
      cash: 0,
      upi: 50,
      card: 0,
      expectedCash: 0,
      handedIn: null,
      variance: null,
    },
  ],
  drawer: {
    openingFloat: 0,
    cashSales: 249.5,
    noRiderCash: 120,
    riderHandIns: 780,
    cashRefunds: 40,
    expected: 1109.5,
  },
  refunds: [
    { orderNumber: 'CE-1', method: 'gateway', amount: 100, reason: 'Cold', adjustmentFrom: null },
    { orderNumber: 'CE-0', method: 'cash', amount: 40, reason: 'Spilt', adjustmentFrom: '2026-11-28' },
  ],
  refunded: 140,
  net: 609.5,
  openOrders: [],
};

const table = (id: string) => {
  const found = dayCloseTables(figures).find((t) => t.id === id);
  if (!found) throw new Error(`no table ${id}`);
  return found;
};

describe('the day close as tables', () => {
  it('names channels and methods as staff say them, with the sold total under each', () => {
    expect(table('channels').rows.map((r) => [r.heading, ...r.cells])).toEqual([
      ['Online', '2', '₹500.00'],
      ['Counter', '3', '₹249.50'],
    ]);
    expect(table('methods').rows.map((r) => r.heading)).toEqual(['Cash', 'Paid online']);
    expect(table('channels').total?.cells).toEqual(['5', '₹749.50']);
    expect(table('methods').total).toEqual(table('channels').total);
  });

  it('writes what is taken off with a minus, and counts the cancelled without summing them', () => {
    const madeOf = table('made-of');
    expect(madeOf.rows.map((r) => [r.heading, r.cells[0]])).toEqual([
      ['Items', '₹720.00'],
      ['Discount codes', '−₹20.00'],
      ['Discounts by hand', '−₹10.50'],
      ['Delivery fees', '₹30.00'],
      ['GST added', '₹30.00'],
      ['Cancelled before payment', '1 order'],
    ]);
    expect(madeOf.total?.cells).toEqual(['₹749.50']);
  });

  it("adds the bills' round-off to what the sales are made of, signed, only on a day that had one", () => {
    const rows = (roundOff: number | undefined) =>
      dayCloseTables({ ...figures, roundOff })
        .find((t) => t.id === 'made-of')
        ?.rows.filter((r) => r.key === 'round-off')
        .map((r) => r.cells[0]);
    expect(rows(-0.77)).toEqual(['−₹0.77']);
    expect(rows(0.5)).toEqual(['+₹0.50']);
    // None that day, or a close kept before round-off existed.
    expect(rows(0)).toEqual([]);
    expect(rows(undefined)).toEqual([]);
  });

  it('gives each rider a row, saying who has not handed in yet', () => {
    expect(table('riders').rows.map((r) => [r.heading, ...r.cells])).toEqual([
      ['Ravi', '₹300.00', '₹0.00', '₹0.00', '₹800.00', '₹780.00', '₹20 short'],
      ['Sita', '₹0.00', '₹50.00', '₹0.00', '₹0.00', '—', 'Not handed in'],
    ]);
    expect(riderVariance(5.5)).toBe('₹5.50 over');
    expect(riderVariance(0)).toBe('Matches');
  });

  it('adds the drawer up from its parts and says where a late refund came from', () => {
    expect(table('drawer').rows.map((r) => r.cells[0])).toEqual([
      '₹0.00',
      '₹249.50',
      '₹120.00',
      '₹780.00',
      '−₹40.00',
    ]);
    expect(table('drawer').total?.cells).toEqual(['₹1,109.50']);
    const refunds = table('refunds');
    expect(refunds.rows.map((r) => r.note)).toEqual([undefined, 'Adjustment from 28 Nov 2026']);
    expect(refunds.rows[1]?.cells).toEqual(['Cash', '₹40.00', 'Spilt']);
    expect(refunds.total?.cells).toEqual(['', '₹140.00', '']);
    expect(table('net').rows.map((r) => r.cells[0])).toEqual(['₹749.50', '−₹140.00']);
    expect(table('net').total?.cells).toEqual(['₹609.50']);
    expect(adjustmentNote(null)).toBeUndefined();
  });

  it('gives back the GST of the day’s refunds by rate, and says what is owed per rate', () => {
    expect(table('gst').rows.map((r) => r.heading)).toEqual(['5%']);
    const gst = dayCloseTables({
      ...figures,
      gstRefunded: [
        { ratePercent: 5, taxable: 100, cgst: 2.5, sgst: 2.5 },
        { ratePercent: 12, taxable: 10, cgst: 0.6, sgst: 0.6 },
      ],
    }).find((t) => t.id === 'gst');
    expect(gst?.rows.map((r) => [r.heading, ...r.cells])).toEqual([
      ['5%', '₹600.00', '₹15.00', '₹15.00'],
      ['5% given back on refunds', '−₹100.00', '−₹2.50', '−₹2.50'],
      ['12% given back on refunds', '−₹10.00', '−₹0.60', '−₹0.60'],
      ['5% net of refunds', '₹500.00', '₹12.50', '₹12.50'],
      ['12% net of refunds', '-₹10.00', '-₹0.60', '-₹0.60'],
    ]);
  });

  it('says an empty day is empty rather than showing no rows', () => {
    const empty = dayCloseTables({ ...figures, byChannel: [], gst: [], riders: [], refunds: [] });
    for (const id of ['channels', 'gst', 'riders', 'refunds'])
      expect(empty.find((t) => t.id === id)?.rows).toEqual([]);
    expect(empty.find((t) => t.id === 'riders')?.empty).toBe('No rider shifts on this day');
  });

  it('folds a count into its row on the roll, and leaves other tables as they are', () => {
    const channels = table('channels');
    const online = channels.rows[0]!;
    expect(foldCount(online, channels.columns.slice(1))).toEqual({
      row: { ...online, heading: 'Online (2)', cells: ['₹500.00'] },
      figures: ['Amount'],
    });
    const riders = table('riders');
    expect(foldCount(riders.rows[0]!, riders.columns.slice(1)).row).toBe(riders.rows[0]);
  });
});
