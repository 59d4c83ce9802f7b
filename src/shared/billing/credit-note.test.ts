import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BilledSupply,
  type Credited,
  creditNoteAmounts,
  formatCreditNoteNumber,
  NOTHING_CREDITED,
} from './credit-note.ts';
import { orderTax } from './tax.ts';

const bill = (tax: ReturnType<typeof orderTax>): BilledSupply => ({
  taxablePaise: tax.taxablePaise,
  cgstPaise: tax.cgstPaise,
  sgstPaise: tax.sgstPaise,
  roundOffPaise: tax.roundOffPaise,
  billTotalPaise: tax.totalPaise,
});

const add = (a: Credited, b: NonNullable<ReturnType<typeof creditNoteAmounts>>): Credited => ({
  valuePaise: a.valuePaise + b.valuePaise,
  taxablePaise: a.taxablePaise + b.taxablePaise,
  cgstPaise: a.cgstPaise + b.cgstPaise,
  sgstPaise: a.sgstPaise + b.sgstPaise,
  roundOffPaise: a.roundOffPaise + b.roundOffPaise,
});

describe('credit notes', () => {
  it('numbers a series of its own per financial year, in 16 characters', () => {
    expect(formatCreditNoteNumber('26-27', 12)).toBe('CN/26-27/000012');
    expect(formatCreditNoteNumber('26-27', 12).length).toBeLessThanOrEqual(16);
  });

  it('reverses a whole bill exactly, round-off included', () => {
    // ₹185.01 + 5% on top (₹4.63 CGST and SGST each) = ₹194.27, rounded to ₹194 with -27 paise.
    const tax = orderTax(
      { subtotalPaise: 18_501, discountPaise: 0, deliveryFeePaise: 0 },
      { regime: 'regular', rateBasisPoints: 500, pricesIncludeTax: false, roundOff: 'rupee' },
    );
    expect(tax.roundOffPaise).toBe(-27);
    expect(tax.totalPaise).toBe(19_400);
    const note = creditNoteAmounts(bill(tax), NOTHING_CREDITED, 19_400);
    expect(note).toEqual({
      valuePaise: 19_400,
      taxablePaise: 18_501,
      cgstPaise: 463,
      sgstPaise: 463,
      roundOffPaise: -27,
      tipPaise: 0,
    });
  });

  it('reverses the tax of a part in proportion, and the tip only past the bill', () => {
    const tax = orderTax(
      { subtotalPaise: 57_600, discountPaise: 0, deliveryFeePaise: 0 },
      { regime: 'regular', rateBasisPoints: 500, pricesIncludeTax: true, roundOff: 'rupee' },
    );
    const half = creditNoteAmounts(bill(tax), NOTHING_CREDITED, 28_800);
    expect(half?.cgstPaise).toBe(Math.round(tax.cgstPaise / 2));
    expect(half?.cgstPaise).toBe(half?.sgstPaise);
    expect(half?.roundOffPaise).toBe(0);
    const rest = creditNoteAmounts(
      bill(tax),
      half ? add(NOTHING_CREDITED, half) : NOTHING_CREDITED,
      28_800 + 2_000,
    );
    expect(rest?.valuePaise).toBe(28_800);
    expect(rest?.tipPaise).toBe(2_000);
    expect(creditNoteAmounts(bill(tax), { ...NOTHING_CREDITED, valuePaise: 57_600 }, 500)).toBeNull();
  });

  it('adds up to the bill, to the paisa, however the refunds are split', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 500_000 }),
        fc.constantFrom(0, 500, 1200, 1800),
        fc.boolean(),
        fc.array(fc.integer({ min: 1, max: 200_000 }), { minLength: 1, maxLength: 6 }),
        (subtotal, rate, inclusive, parts) => {
          const tax = orderTax(
            { subtotalPaise: subtotal, discountPaise: 0, deliveryFeePaise: 0 },
            {
              regime: rate ? 'regular' : 'unregistered',
              rateBasisPoints: rate,
              pricesIncludeTax: inclusive,
              roundOff: 'rupee',
            },
          );
          let credited = NOTHING_CREDITED;
          for (const part of [...parts, tax.totalPaise]) {
            const note = creditNoteAmounts(bill(tax), credited, part);
            if (!note) continue;
            expect(note.taxablePaise + note.cgstPaise + note.sgstPaise + note.roundOffPaise).toBe(
              note.valuePaise,
            );
            expect(note.cgstPaise).toBeGreaterThanOrEqual(0);
            expect(note.taxablePaise).toBeGreaterThanOrEqual(0);
            // Never more taxable value than the bill has left (review finding).
            expect(credited.taxablePaise + note.taxablePaise).toBeLessThanOrEqual(tax.taxablePaise);
            credited = add(credited, note);
          }
          expect(credited).toEqual({
            valuePaise: tax.totalPaise,
            taxablePaise: tax.taxablePaise,
            cgstPaise: tax.cgstPaise,
            sgstPaise: tax.sgstPaise,
            roundOffPaise: tax.roundOffPaise,
          });
        },
      ),
    );
  });

  it('never credits more taxable value than a bill rounded up has (review finding)', () => {
    // ₹185.24 + 5% on top (₹4.63 each) = ₹194.50, rounded up to ₹195 with +50 paise.
    const tax = orderTax(
      { subtotalPaise: 18_524, discountPaise: 0, deliveryFeePaise: 0 },
      { regime: 'regular', rateBasisPoints: 500, pricesIncludeTax: false, roundOff: 'rupee' },
    );
    expect(tax.roundOffPaise).toBe(50);
    const first = creditNoteAmounts(bill(tax), NOTHING_CREDITED, 19_499);
    expect(first?.taxablePaise).toBeLessThanOrEqual(18_524);
    const last = first && creditNoteAmounts(bill(tax), add(NOTHING_CREDITED, first), 1);
    expect(last?.taxablePaise).toBeGreaterThanOrEqual(0);
    expect(last?.roundOffPaise).toBeGreaterThanOrEqual(0);
  });
});
