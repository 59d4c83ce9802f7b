// The Tally vouchers before they are written (docs/product.md#tally-export): a credit note that
// gave back part of the rider's tip, and a bill of ₹0, in both modes.
import { describe, expect, it } from 'vitest';
import { DEFAULT_ACCOUNTING } from '#shared/billing/accounting-settings.ts';
import { tallyVouchers, type Voucher } from './tally-vouchers.ts';
import type { BillVoucherRow, NoteVoucherRow } from './voucher-rows.repo.ts';

/** A ₹210 bill at 5%, paid by UPI. */
const AMOUNTS = {
  paymentMethod: 'upi',
  rateBasisPoints: 500,
  taxablePaise: 20_000,
  cgstPaise: 500,
  sgstPaise: 500,
  roundOffPaise: 0,
} as const;

const BILL: BillVoucherRow = {
  ...AMOUNTS,
  number: 'CE/26-27/000010',
  date: '2026-11-05',
  orderNumber: 'CE-1010',
  tipPaise: 3_000,
};

/** The whole order given back, ₹240: the bill's ₹210 on the note and ₹30 of the tip past it. */
const NOTE: NoteVoucherRow = {
  number: 'CN/26-27/000004',
  date: '2026-11-06',
  billNumber: BILL.number,
  orderNumber: BILL.orderNumber,
  ...AMOUNTS,
  valuePaise: 21_000,
  tipPaise: 3_000,
};

const entry = (voucher: Voucher | undefined, ledger: string) =>
  voucher?.entries.find((e) => e.ledger === ledger)?.paise;
const balance = (voucher: Voucher) => voucher.entries.reduce((sum, e) => sum + e.paise, 0);

describe('a credit note that gave back part of the tip', () => {
  for (const mode of ['bill', 'daily'] as const) {
    it(`debits the tips ledger and credits the payment ledger with the note and the tip (${mode})`, () => {
      const vouchers = tallyVouchers(DEFAULT_ACCOUNTING, [BILL], [NOTE], mode);
      const credit = vouchers.find((v) => v.type === 'Credit Note');
      expect(entry(credit, 'UPI Collections')).toBe(24_000);
      expect(entry(credit, 'Tips Payable to Riders')).toBe(-3_000);
      expect(entry(credit, 'Sales @ 5%')).toBe(-20_000);
      for (const voucher of vouchers) expect(balance(voucher)).toBe(0);
      // What the tips ledger was credited with the sale is debited back in full.
      const tips = vouchers.flatMap((v) => v.entries).filter((e) => e.ledger === 'Tips Payable to Riders');
      expect(tips.reduce((sum, e) => sum + e.paise, 0)).toBe(0);
    });
  }

  it('posts no tip line for a note that gave back none', () => {
    const [credit] = tallyVouchers(DEFAULT_ACCOUNTING, [], [{ ...NOTE, tipPaise: 0 }], 'bill');
    expect(entry(credit, 'Tips Payable to Riders')).toBeUndefined();
    expect(entry(credit, 'UPI Collections')).toBe(21_000);
  });
});

describe('a bill of ₹0', () => {
  const free: BillVoucherRow = {
    ...BILL,
    number: 'CE/26-27/000011',
    orderNumber: 'CE-1011',
    date: '2026-11-07',
    taxablePaise: 0,
    cgstPaise: 0,
    sgstPaise: 0,
    tipPaise: 0,
  };

  it('writes no voucher, alone on its day or beside others', () => {
    for (const mode of ['bill', 'daily'] as const) {
      expect(tallyVouchers(DEFAULT_ACCOUNTING, [free], [], mode)).toEqual([]);
      const vouchers = tallyVouchers(DEFAULT_ACCOUNTING, [BILL, free], [], mode);
      expect(vouchers.map((v) => v.date)).toEqual(['2026-11-05']);
      for (const voucher of vouchers) expect(voucher.entries.length).toBeGreaterThan(0);
    }
  });
});
