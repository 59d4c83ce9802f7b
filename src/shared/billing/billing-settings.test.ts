import { describe, expect, it } from 'vitest';
import { billingGaps } from './billing-gaps.ts';
import {
  BILLING_MESSAGES,
  billingSettingsSchema,
  billTermsOf,
  DEFAULT_BILLING,
  normalizeBilling,
  taxTermsOf,
} from './billing-settings.ts';

const regular = {
  ...DEFAULT_BILLING,
  legalName: 'Chai Express Foods LLP',
  address: 'Pune',
  gstin: '27AAPFU0939F1ZV',
  fssai: '11523999000123',
  regime: 'regular' as const,
};

const problems = (value: object) => {
  const result = billingSettingsSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('billing settings', () => {
  it('accepts a complete regular shop, and needs a GSTIN for a registered one', () => {
    expect(problems(regular)).toEqual([]);
    expect(problems({ ...regular, gstin: '' })).toEqual([`gstin: ${BILLING_MESSAGES.gstinRequired}`]);
    expect(problems({ ...regular, regime: 'composition', gstin: '' })).toEqual([
      `gstin: ${BILLING_MESSAGES.gstinRequired}`,
    ]);
    expect(problems({ ...regular, regime: 'unregistered', gstin: '' })).toEqual([]);
  });

  it("refuses CN as the bills' prefix: it is the credit notes' series (review finding)", () => {
    expect(problems({ ...regular, billPrefix: 'CN' })).toEqual([
      `billPrefix: ${BILLING_MESSAGES.prefixTaken}`,
    ]);
    expect(problems({ ...regular, billPrefix: 'CNX' })).toEqual([]);
  });

  it('keeps the rate between 0.1% and 40% with at most two decimals', () => {
    expect(problems({ ...regular, ratePercent: 0.1 })).toEqual([]);
    expect(problems({ ...regular, ratePercent: 40 })).toEqual([]);
    expect(problems({ ...regular, ratePercent: 12.25 })).toEqual([]);
    for (const ratePercent of [0, 0.09, 40.01, 5.125])
      expect(problems({ ...regular, ratePercent })).toEqual([`ratePercent: ${BILLING_MESSAGES.rate}`]);
  });

  it('normalizes the identifiers as stored', () => {
    expect(normalizeBilling({ ...regular, gstin: '27aapfu 0939f1zv', fssai: '1152 3999 0001 23' })).toEqual(
      regular,
    );
  });

  it('taxes only a regular shop, at its rate in basis points', () => {
    expect(taxTermsOf({ ...regular, ratePercent: 5 })).toEqual({
      regime: 'regular',
      rateBasisPoints: 500,
      pricesIncludeTax: true,
      roundOff: 'rupee',
    });
    expect(taxTermsOf({ ...regular, ratePercent: 12.35, pricesIncludeTax: false }).rateBasisPoints).toBe(
      1235,
    );
    expect(taxTermsOf({ ...regular, regime: 'composition', pricesIncludeTax: false })).toEqual({
      regime: 'composition',
      rateBasisPoints: 0,
      pricesIncludeTax: true,
      roundOff: 'rupee',
    });
    expect(billTermsOf(regular)).toMatchObject({ legalName: regular.legalName, gstin: regular.gstin });
  });

  it('says what bills still lack', () => {
    expect(billingGaps(DEFAULT_BILLING)).toEqual([
      'legal name',
      'registered address',
      'FSSAI licence number',
    ]);
    expect(billingGaps(regular)).toEqual([]);
    expect(billingGaps({ ...regular, gstin: '' })).toEqual(['GSTIN']);
  });
});
