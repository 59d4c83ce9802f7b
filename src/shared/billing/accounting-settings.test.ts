// The accounting settings refuse a control character in a name, in words (the names must be the
// ledgers' names in Tally, and XML cannot carry most control characters).
import { describe, expect, it } from 'vitest';
import { ACCOUNTING_MESSAGES, accountingSettingsSchema, DEFAULT_ACCOUNTING } from './accounting-settings.ts';

const refusal = (change: object) => {
  const result = accountingSettingsSchema.safeParse({ ...DEFAULT_ACCOUNTING, ...change });
  return result.success ? null : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('accounting settings', () => {
  it('take the defaults and ordinary names', () => {
    expect(refusal({})).toBeNull();
    expect(
      refusal({ cashLedger: 'Cash & Counter (Lohegaon)', tallyCompany: 'Chai Express Foods LLP' }),
    ).toBeNull();
  });

  it('refuse a tab, a line break or another control character inside a name', () => {
    for (const c of ['\t', '\n', '\r', '\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\uffff'])
      expect(refusal({ cgstLedger: `Output${c}CGST` }), JSON.stringify(c)).toEqual([
        `cgstLedger: ${ACCOUNTING_MESSAGES.control}`,
      ]);
    expect(refusal({ tallyCompany: 'Chai\u0001Express' })).toEqual([
      `tallyCompany: ${ACCOUNTING_MESSAGES.control}`,
    ]);
    expect(refusal({ salesLedger: 'Sales\u000b@ {rate}%' })).toEqual([
      `salesLedger: ${ACCOUNTING_MESSAGES.control}`,
    ]);
  });
});
