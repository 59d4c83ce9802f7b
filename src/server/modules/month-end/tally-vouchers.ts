// The Tally export's vouchers (docs/product.md#tally-export), before they are written as XML: a
// Sales voucher per bill, or one per day, and a Credit Note voucher per credit note, or one per
// day, posted to the ledgers the accounting settings name. Pure.
//
// Amounts follow Tally's sign: a debit is negative, a credit positive, so every voucher's entries
// add up to zero. A sale debits the ledger its money came in to (cash, UPI, card, online) with the
// whole amount collected, and credits sales at the bill's rate, CGST, SGST, the round-off (a
// rounding down is a debit) and the rider's tip, which is owed to the rider and is never sales. A
// credit note reverses its bill's sales, tax and round-off and credits the ledger the money went
// back from (the order's payment method) with all that went back. A refund past the bill's total
// gives back part of the tip too: on no note (it was never the bill's), but the money left the
// payment ledger and the rider is owed that much less, so the voucher debits the tips ledger with
// it and credits the payment ledger with the note's value and the tip together. A voucher with no
// entry left (a bill of ₹0) is not written: Tally has nothing to post.
import type { AccountingSettings } from '#shared/billing/accounting-settings.ts';
import { salesLedgerFor } from '#shared/billing/accounting-settings.ts';
import type { PaymentMethod } from '#shared/orders.ts';
import type { BillVoucherRow, NoteVoucherRow } from './voucher-rows.repo.ts';

export type LedgerEntry = { ledger: string; paise: number; party: boolean };

export type Voucher = {
  type: 'Sales' | 'Credit Note';
  /** YYYY-MM-DD on the shop's clock. */
  date: string;
  /** The bill or note number; null for a day's summary (Tally numbers it). */
  number: string | null;
  reference: string | null;
  narration: string;
  entries: LedgerEntry[];
};

export function paymentLedger(settings: AccountingSettings, method: PaymentMethod): string {
  const ledgers: Record<PaymentMethod, string> = {
    cod: settings.cashLedger,
    upi: settings.upiLedger,
    card: settings.cardLedger,
    online: settings.onlineLedger,
  };
  return ledgers[method];
}

/** One entry per ledger (a day's bills at one rate become one sales line); zero lines left out. */
function merged(entries: LedgerEntry[]): LedgerEntry[] {
  const byLedger = new Map<string, LedgerEntry>();
  for (const entry of entries) {
    const key = `${entry.party ? 'party' : 'other'}:${entry.ledger}`;
    const seen = byLedger.get(key);
    if (seen) seen.paise += entry.paise;
    else byLedger.set(key, { ...entry });
  }
  return [...byLedger.values()].filter((e) => e.paise !== 0);
}

/** A bill's entries: the money collected debited, what it was for credited. */
function saleEntries(settings: AccountingSettings, bill: BillVoucherRow): LedgerEntry[] {
  const collected = bill.taxablePaise + bill.cgstPaise + bill.sgstPaise + bill.roundOffPaise + bill.tipPaise;
  return [
    { ledger: paymentLedger(settings, bill.paymentMethod), paise: -collected, party: true },
    { ledger: salesLedgerFor(settings, bill.rateBasisPoints), paise: bill.taxablePaise, party: false },
    { ledger: settings.cgstLedger, paise: bill.cgstPaise, party: false },
    { ledger: settings.sgstLedger, paise: bill.sgstPaise, party: false },
    { ledger: settings.roundOffLedger, paise: bill.roundOffPaise, party: false },
    { ledger: settings.tipsLedger, paise: bill.tipPaise, party: false },
  ];
}

/** A note's entries: the bill's lines and any tip given back reversed, all the money given back credited. */
function noteEntries(settings: AccountingSettings, note: NoteVoucherRow): LedgerEntry[] {
  return [
    {
      ledger: paymentLedger(settings, note.paymentMethod),
      paise: note.valuePaise + note.tipPaise,
      party: true,
    },
    { ledger: salesLedgerFor(settings, note.rateBasisPoints), paise: -note.taxablePaise, party: false },
    { ledger: settings.cgstLedger, paise: -note.cgstPaise, party: false },
    { ledger: settings.sgstLedger, paise: -note.sgstPaise, party: false },
    { ledger: settings.roundOffLedger, paise: -note.roundOffPaise, party: false },
    { ledger: settings.tipsLedger, paise: -note.tipPaise, party: false },
  ];
}

function byDate<T extends { date: string }>(rows: readonly T[]): [string, T[]][] {
  const days = new Map<string, T[]>();
  for (const row of rows) days.set(row.date, [...(days.get(row.date) ?? []), row]);
  return [...days.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
}

const span = (numbers: string[]) =>
  numbers.length === 1 ? numbers[0] : `${numbers[0]} to ${numbers[numbers.length - 1]}`;

/** By date, without the vouchers left with no entry (every amount 0): they would post nothing. */
function inDateOrder(vouchers: Voucher[]): Voucher[] {
  return vouchers
    .filter((v) => v.entries.length > 0)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

export function tallyVouchers(
  settings: AccountingSettings,
  bills: readonly BillVoucherRow[],
  notes: readonly NoteVoucherRow[],
  mode: 'bill' | 'daily',
): Voucher[] {
  if (mode === 'bill') {
    const sales = bills.map<Voucher>((bill) => ({
      type: 'Sales',
      date: bill.date,
      number: bill.number,
      reference: bill.orderNumber,
      narration: `Bill ${bill.number}, order ${bill.orderNumber}`,
      entries: merged(saleEntries(settings, bill)),
    }));
    const credits = notes.map<Voucher>((note) => ({
      type: 'Credit Note',
      date: note.date,
      number: note.number,
      reference: note.billNumber,
      narration: `Credit note ${note.number} against bill ${note.billNumber}, order ${note.orderNumber}`,
      entries: merged(noteEntries(settings, note)),
    }));
    return inDateOrder([...sales, ...credits]);
  }
  const sales = byDate(bills).map<Voucher>(([date, day]) => ({
    type: 'Sales',
    date,
    number: null,
    reference: null,
    narration: `Sales of ${date}: ${day.length} bill${day.length === 1 ? '' : 's'}, ${span(day.map((b) => b.number))}`,
    entries: merged(day.flatMap((bill) => saleEntries(settings, bill))),
  }));
  const credits = byDate(notes).map<Voucher>(([date, day]) => ({
    type: 'Credit Note',
    date,
    number: null,
    reference: null,
    narration: `Credit notes of ${date}: ${day.length} note${day.length === 1 ? '' : 's'}, ${span(day.map((n) => n.number))}`,
    entries: merged(day.flatMap((note) => noteEntries(settings, note))),
  }));
  return inDateOrder([...sales, ...credits]);
}
