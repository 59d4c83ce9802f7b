import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES, DEFAULT_BILLING } from '#shared/billing/billing-settings.ts';
import { billingDraft, billingFormSchema, billNumberExample, rateSplitText } from './billing-draft.ts';

const draft = billingDraft(DEFAULT_BILLING);

describe('the Bills and tax form', () => {
  it('says how the rate splits into CGST and SGST, and nothing for a rate it would refuse', () => {
    expect(rateSplitText('5')).toBe('CGST 2.5% + SGST 2.5%');
    expect(rateSplitText('18')).toBe('CGST 9% + SGST 9%');
    expect(rateSplitText('0.25')).toBe('CGST 0.125% + SGST 0.125%');
    expect(rateSplitText('')).toBeNull();
    expect(rateSplitText('abc')).toBeNull();
    expect(rateSplitText('41')).toBeNull();
  });

  it("shows the first bill number of the shop's financial year with the prefix as typed", () => {
    // 31 March 2027, 23:00 in Pune is still the year 2026-27; an hour later 2027-28 begins.
    expect(billNumberExample('ce', new Date('2027-03-31T17:29:00Z'))).toBe('CE/26-27/000001');
    expect(billNumberExample('CHA', new Date('2027-03-31T18:31:00Z'))).toBe('CHA/27-28/000001');
  });

  it('sends a regular shop’s rate as a number and refuses a bad one beside its box', () => {
    const regular = { ...draft, regime: 'regular' as const, gstin: '27AAPFU0939F1ZV', ratePercent: '12' };
    const ok = billingFormSchema.safeParse(regular);
    expect(ok.success && ok.data.ratePercent).toBe(12);
    const bad = billingFormSchema.safeParse({ ...regular, ratePercent: '' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['ratePercent', BILLING_MESSAGES.rate],
    ]);
  });

  it('lets a hidden rate box hold anything when the shop does not charge GST', () => {
    const parsed = billingFormSchema.safeParse({
      ...draft,
      regime: 'composition',
      gstin: '27AAPFU0939F1ZV',
      ratePercent: 'x',
    });
    expect(parsed.success && parsed.data.ratePercent).toBe(DEFAULT_BILLING.ratePercent);
  });

  it('refuses a GSTIN with a wrong check character and upper-cases the prefix', () => {
    const wrong = billingFormSchema.safeParse({ ...draft, gstin: '27AAPFU0939F1ZA' });
    expect(wrong.error?.issues.map((i) => i.message)).toEqual([BILLING_MESSAGES.gstin]);
    const prefix = billingFormSchema.safeParse({ ...draft, billPrefix: ' ce ' });
    expect(prefix.success && prefix.data.billPrefix).toBe('CE');
  });

  it("takes the shop's UPI ID for the door's QR, or none, and refuses one that is not a UPI ID", () => {
    expect(draft.upiVpa).toBe('');
    expect(billingFormSchema.safeParse(draft).success).toBe(true);
    const given = billingFormSchema.safeParse({ ...draft, upiVpa: ' chaiexpress@okicici ' });
    expect(given.success && given.data.upiVpa).toBe('chaiexpress@okicici');
    for (const wrong of ['chaiexpress', 'chai express@okicici', '@okicici', 'chai@1bank'])
      expect(
        billingFormSchema
          .safeParse({ ...draft, upiVpa: wrong })
          .error?.issues.map((i) => [i.path.join('.'), i.message]),
      ).toEqual([['upiVpa', BILLING_MESSAGES.upiVpa]]);
  });

  it('sends the round-off as chosen, the nearest rupee by default, and refuses anything else', () => {
    expect(draft.roundOff).toBe('rupee');
    const none = billingFormSchema.safeParse({ ...draft, roundOff: 'none' });
    expect(none.success && none.data.roundOff).toBe('none');
    const bad = billingFormSchema.safeParse({ ...draft, roundOff: 'paisa' });
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual(['roundOff']);
  });
});
