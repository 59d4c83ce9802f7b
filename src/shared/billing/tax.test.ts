import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_TAX, orderTax, ratePercentText, type TaxTerms } from './tax.ts';

const inclusive: TaxTerms = { regime: 'regular', rateBasisPoints: 500, pricesIncludeTax: true };
const exclusive: TaxTerms = { regime: 'regular', rateBasisPoints: 500, pricesIncludeTax: false };
const amounts = (subtotalPaise: number, discountPaise = 0, deliveryFeePaise = 0) => ({
  subtotalPaise,
  discountPaise,
  deliveryFeePaise,
});

describe('orderTax', () => {
  it('takes 5% out of a price that includes it, half up per bill', () => {
    // 8500 * 500 / 21000 = 202.38 -> 202 each.
    expect(orderTax(amounts(8500), inclusive)).toEqual({
      taxablePaise: 8096,
      cgstPaise: 202,
      sgstPaise: 202,
      taxAddedPaise: 0,
      roundOffPaise: 0,
      totalPaise: 8500,
    });
    // ₹1,05,000 is ₹1,00,000 + 5% exactly.
    expect(orderTax(amounts(10_500_000), inclusive)).toMatchObject({
      taxablePaise: 10_000_000,
      cgstPaise: 250_000,
    });
  });

  it('adds 5% on top of a price that excludes it, half up: 212.5 paise becomes 213', () => {
    expect(orderTax(amounts(8500), exclusive)).toEqual({
      taxablePaise: 8500,
      cgstPaise: 213,
      sgstPaise: 213,
      taxAddedPaise: 426,
      roundOffPaise: 0,
      totalPaise: 8926,
    });
    // 8300 * 2.5% = 207.5 -> 208; 8299 -> 207.475 -> 207.
    expect(orderTax(amounts(8300), exclusive).cgstPaise).toBe(208);
    expect(orderTax(amounts(8299), exclusive).cgstPaise).toBe(207);
  });

  it('rounds the inclusive half exactly at .5: 21 paise at 5% holds 0.5 paise each', () => {
    // 21 * 500 / 21000 = 0.5 -> 1 (half up); 20 -> 0.476 -> 0.
    expect(orderTax(amounts(21), inclusive)).toMatchObject({ cgstPaise: 1, sgstPaise: 1, taxablePaise: 19 });
    expect(orderTax(amounts(20), inclusive)).toMatchObject({ cgstPaise: 0, taxablePaise: 20 });
  });

  it('taxes tiny amounts and odd paise without losing a paisa', () => {
    expect(orderTax(amounts(1), inclusive)).toEqual({
      taxablePaise: 1,
      cgstPaise: 0,
      sgstPaise: 0,
      taxAddedPaise: 0,
      roundOffPaise: 0,
      totalPaise: 1,
    });
    expect(orderTax(amounts(1), exclusive)).toMatchObject({ cgstPaise: 0, totalPaise: 1 });
    // 20 * 2.5% = 0.5 -> 1 each, added on top.
    expect(orderTax(amounts(20), exclusive)).toMatchObject({
      cgstPaise: 1,
      taxAddedPaise: 2,
      roundOffPaise: 0,
      totalPaise: 22,
    });
    expect(orderTax(amounts(9999), exclusive)).toMatchObject({ cgstPaise: 250, totalPaise: 10_499 });
  });

  it('charges nothing on nothing', () => {
    for (const terms of [inclusive, exclusive, NO_TAX])
      expect(orderTax(amounts(0), terms)).toEqual({
        taxablePaise: 0,
        cgstPaise: 0,
        sgstPaise: 0,
        taxAddedPaise: 0,
        roundOffPaise: 0,
        totalPaise: 0,
      });
    // A discount that takes the whole subtotal leaves nothing to tax.
    expect(orderTax(amounts(5000, 5000), exclusive).totalPaise).toBe(0);
  });

  it('taxes what is charged: subtotal less the discount plus the delivery fee', () => {
    // 10000 - 2000 + 3000 = 11000; 11000 * 2.5% = 275 each.
    expect(orderTax(amounts(10_000, 2000, 3000), exclusive)).toEqual({
      taxablePaise: 11_000,
      cgstPaise: 275,
      sgstPaise: 275,
      taxAddedPaise: 550,
      roundOffPaise: 0,
      totalPaise: 11_550,
    });
    // Inclusive: 11000 * 500 / 21000 = 261.9 -> 262 each.
    expect(orderTax(amounts(10_000, 2000, 3000), inclusive)).toEqual({
      taxablePaise: 10_476,
      cgstPaise: 262,
      sgstPaise: 262,
      taxAddedPaise: 0,
      roundOffPaise: 0,
      totalPaise: 11_000,
    });
  });

  it('collects no tax for composition or unregistered shops, whatever rate is stored', () => {
    for (const regime of ['composition', 'unregistered'] as const)
      expect(
        orderTax(amounts(8500, 500, 100), { regime, rateBasisPoints: 500, pricesIncludeTax: false }),
      ).toEqual({
        taxablePaise: 8100,
        cgstPaise: 0,
        sgstPaise: 0,
        taxAddedPaise: 0,
        roundOffPaise: 0,
        totalPaise: 8100,
      });
  });

  it('always adds up: taxable + CGST + SGST is the total, the halves are equal and within half a paisa', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.integer({ min: 1, max: 4000 }),
        fc.boolean(),
        (charged, rate, pricesIncludeTax) => {
          const tax = orderTax(amounts(charged), {
            regime: 'regular',
            rateBasisPoints: rate,
            pricesIncludeTax,
          });
          if (tax.cgstPaise !== tax.sgstPaise) return false;
          if (tax.taxablePaise + tax.cgstPaise + tax.sgstPaise + tax.roundOffPaise !== tax.totalPaise)
            return false;
          const exact = (tax.taxablePaise * rate) / 20_000;
          // Inclusive: the taxable value is itself derived, so each half is within a paisa of rate/2 of it.
          const tolerance = pricesIncludeTax ? 1 : 0.5;
          return Math.abs(tax.cgstPaise - exact) <= tolerance + 1e-9;
        },
      ),
    );
  });

  it('writes the rate as percent text', () => {
    expect(ratePercentText(500)).toBe('5%');
    expect(ratePercentText(250)).toBe('2.5%');
    expect(ratePercentText(1800)).toBe('18%');
  });
});
