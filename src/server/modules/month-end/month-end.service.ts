// Month end for the accountant (docs/product.md#month-end): the GSTR-1 summary of a month and its
// downloads, and the Tally XML of a range of days. Every figure comes from the month's documents
// (documents.repo.ts), so these agree with the tax summary and the bills register.
import { conflict, invalid } from '#server/http/app-error.ts';
import { resolveRange, todayIn } from '#shared/analytics-range.ts';
import type { Gstr1Summary, MonthQuery, TallyQuery } from '#shared/api/month-end.ts';
import type { AccountingSettings } from '#shared/billing/accounting-settings.ts';
import type { BillingSettings } from '#shared/billing/billing-settings.ts';
import { SHOP_TIME_ZONE } from '#shared/constants.ts';
import type { DocumentRange, DocumentSeries, DocumentTotals } from './documents.repo.ts';
import { gstr1Summary, monthRange } from './gstr1.ts';
import { gstr1Csv } from './gstr1-csv.ts';
import { type Gstr1PortalJson, gstr1PortalJson } from './gstr1-portal-json.ts';
import { tallyVouchers } from './tally-vouchers.ts';
import { tallyXml } from './tally-xml.ts';
import type { VoucherRowsRepo } from './voucher-rows.repo.ts';

export type MonthEndDeps = {
  documents: {
    totals: (range: DocumentRange) => Promise<DocumentTotals[]>;
    series: (range: DocumentRange) => Promise<DocumentSeries[]>;
  };
  vouchers: VoucherRowsRepo;
  /** The billing and accounting settings as saved now (null accounting means the defaults). */
  billing: () => Promise<BillingSettings>;
  accounting: () => Promise<AccountingSettings>;
  now: () => Date;
};

export function createMonthEndService(deps: MonthEndDeps) {
  async function summary({ month }: MonthQuery): Promise<Gstr1Summary> {
    const range = monthRange(month);
    // One after another: PGlite has one connection.
    const totals = await deps.documents.totals(range);
    const series = await deps.documents.series(range);
    return gstr1Summary({
      month,
      billing: await deps.billing(),
      accounting: await deps.accounting(),
      totals,
      series,
    });
  }

  return {
    gstr1: summary,

    async gstr1Csv(query: MonthQuery): Promise<{ fileName: string; body: string }> {
      return { fileName: `gstr1-${query.month}.csv`, body: gstr1Csv(await summary(query)) };
    },

    /** 409 in words for a shop that files no GSTR-1 (no GSTIN, or composition). */
    async gstr1Json(query: MonthQuery): Promise<{ fileName: string; body: Gstr1PortalJson }> {
      const s = await summary(query);
      if (s.notDue !== null || !s.shop.gstin || !s.shop.stateCode)
        throw conflict(s.notDue ?? 'No GSTR-1 is due');
      const shop = { ...s.shop, gstin: s.shop.gstin, stateCode: s.shop.stateCode };
      return {
        fileName: `GSTR1_${s.shop.gstin}_${s.fp}.json`,
        body: gstr1PortalJson({ ...s, shop }),
      };
    },

    async tallyXml(query: TallyQuery): Promise<{ fileName: string; body: string }> {
      const result = resolveRange(query, todayIn(SHOP_TIME_ZONE, deps.now()));
      if (!result.ok) throw invalid(result.message, { [result.field]: result.message });
      const { range } = result;
      const settings = await deps.accounting();
      const bills = await deps.vouchers.bills(range);
      const notes = await deps.vouchers.notes(range);
      const body = tallyXml({
        company: settings.tallyCompany,
        period: `Sales and credit notes from ${range.from} to ${range.to} (${SHOP_TIME_ZONE}), ${
          query.mode === 'bill' ? 'one voucher per bill' : 'one voucher per day'
        }`,
        vouchers: tallyVouchers(settings, bills, notes, query.mode),
      });
      return { fileName: `tally-${query.mode}-${range.from}-to-${range.to}.xml`, body };
    },
  };
}

export type MonthEndService = ReturnType<typeof createMonthEndService>;
