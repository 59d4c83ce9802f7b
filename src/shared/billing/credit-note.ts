// Credit notes (docs/product.md#credit-notes, decision 038): money given back on a billed order
// reverses part of its bill. Each processed refund of a billed order has exactly one credit note,
// numbered in its own series per financial year, with the tax reversed in proportion.
import { roundHalfUp } from './tax.ts';

/** The credit notes' series; no bill prefix may be the same (billing-settings.ts). */
export const CREDIT_NOTE_PREFIX = 'CN';

/** At most 16 characters like a bill number: 'CN/26-27/000012'. */
export function formatCreditNoteNumber(financialYearLabel: string, n: number): string {
  return `${CREDIT_NOTE_PREFIX}/${financialYearLabel}/${String(n).padStart(6, '0')}`;
}

/** The bill's figures a credit note is taken from (the order's columns, in paise). */
export type BilledSupply = {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  roundOffPaise: number;
  /** The bill's total: taxable + cgst + sgst + roundOff (the tip is outside it). */
  billTotalPaise: number;
};

/** What earlier credit notes of the same bill reversed already. */
export type Credited = {
  valuePaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  roundOffPaise: number;
};

export const NOTHING_CREDITED: Credited = {
  valuePaise: 0,
  taxablePaise: 0,
  cgstPaise: 0,
  sgstPaise: 0,
  roundOffPaise: 0,
};

export type CreditNoteAmounts = {
  /** What the note credits: taxable + cgst + sgst + roundOff. */
  valuePaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  roundOffPaise: number;
  /** The part of the refund that was the rider's tip: outside the bill, on no note. */
  tipPaise: number;
};

/**
 * The credit note for a refund of `refundPaise` on a billed order. The refund reverses the bill
 * first and the tip only past the bill's total (the tip is paid out to the rider last, so it is
 * given back last). A note that brings the credits to the bill's whole total takes every remainder
 * exactly, so the notes of a fully refunded bill add up to the bill to the paisa; a partial one
 * reverses CGST and SGST in proportion to its share of the bill's total (halves up, kept equal),
 * and the rest is taxable value, up to what the bill has left of it (the rest, if any, its round-off). Null when nothing of the bill is left to credit.
 */
export function creditNoteAmounts(
  bill: BilledSupply,
  credited: Credited,
  refundPaise: number,
): CreditNoteAmounts | null {
  const left = bill.billTotalPaise - credited.valuePaise;
  const valuePaise = Math.max(0, Math.min(refundPaise, left));
  const tipPaise = refundPaise - valuePaise;
  if (valuePaise === 0) return null;
  if (valuePaise === left) {
    return {
      valuePaise,
      taxablePaise: bill.taxablePaise - credited.taxablePaise,
      cgstPaise: bill.cgstPaise - credited.cgstPaise,
      sgstPaise: bill.sgstPaise - credited.sgstPaise,
      roundOffPaise: bill.roundOffPaise - credited.roundOffPaise,
      tipPaise,
    };
  }
  // Proportional, capped by what is left of each tax (earlier partial notes rounded up).
  const half = Math.min(
    bill.billTotalPaise > 0 ? roundHalfUp(bill.cgstPaise * valuePaise, bill.billTotalPaise) : 0,
    bill.cgstPaise - credited.cgstPaise,
    bill.sgstPaise - credited.sgstPaise,
  );
  // Never more taxable value than the bill has left: near the whole of a bill rounded up, the
  // part past it is the bill's round-off, which the note then reverses instead.
  const taxablePaise = Math.min(valuePaise - 2 * half, bill.taxablePaise - credited.taxablePaise);
  return {
    valuePaise,
    taxablePaise,
    cgstPaise: half,
    sgstPaise: half,
    roundOffPaise: valuePaise - 2 * half - taxablePaise,
    tipPaise,
  };
}
