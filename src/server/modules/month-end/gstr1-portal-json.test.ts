// The offline tool's table 12 layout by return period (docs/product.md#gstr-1-summary): split into
// B2B and B2C from 05-2025, one 'data' table before it. A restaurant's sales are all B2C.
import { describe, expect, it } from 'vitest';
import { DEFAULT_ACCOUNTING } from '#shared/billing/accounting-settings.ts';
import { DEFAULT_BILLING } from '#shared/billing/billing-settings.ts';
import { gstr1Summary } from './gstr1.ts';
import { gstr1PortalJson } from './gstr1-portal-json.ts';

function portalJson(month: string) {
  const summary = gstr1Summary({
    month,
    billing: { ...DEFAULT_BILLING, regime: 'regular', gstin: '27AAPFU0939F1ZV' },
    accounting: DEFAULT_ACCOUNTING,
    totals: [
      {
        kind: 'bill',
        rateBasisPoints: 500,
        regime: 'regular',
        documents: 2,
        taxablePaise: 20_000,
        cgstPaise: 500,
        sgstPaise: 500,
        roundOffPaise: 0,
        valuePaise: 21_000,
      },
    ],
    series: [],
  });
  return gstr1PortalJson({
    ...summary,
    shop: { ...summary.shop, gstin: '27AAPFU0939F1ZV', stateCode: '27' },
  });
}

// The row's every key is checked through the route (tests/integration/month-end.test.ts).
const ROW = expect.objectContaining({ num: 1, hsn_sc: '996331', rt: 5, txval: 200, camt: 5, samt: 5 });

describe('the HSN summary in the portal JSON', () => {
  it('writes the B2C half alone from the May 2025 return on, the empty B2B half left out', () => {
    for (const month of ['2025-05', '2026-11']) {
      const json = portalJson(month);
      expect(json.hsn).toEqual({ hsn_b2c: [ROW] });
      expect(Object.keys(json.hsn)).toEqual(['hsn_b2c']);
    }
  });

  it('keeps the single data table for a return before May 2025', () => {
    expect(portalJson('2025-04').hsn).toEqual({ data: [ROW] });
  });
});
