// "Where the minutes go" for managers (docs/product.md#where-the-minutes-go): the range rules of
// the other analytics, the report and its CSV.
import { invalid } from '#server/http/app-error.ts';
import { type DateRange, daysInRange, resolveRange, todayIn } from '#shared/analytics-range.ts';
import type { PromiseReport, PromiseReportQuery } from '#shared/api/promise.ts';
import { SHOP_TIME_ZONE } from '#shared/constants.ts';
import { CSV_PAGE_SIZE } from './analytics.service.ts';
import type { PromiseRepo } from './promise.repo.ts';
import { promiseCsvHeader, promiseCsvRow } from './promise-csv.ts';
import { buildPromiseReport } from './promise-report.ts';

export function createPromiseReportService(repo: PromiseRepo, now: () => Date = () => new Date()) {
  function range(query: PromiseReportQuery): DateRange {
    const result = resolveRange(query, todayIn(SHOP_TIME_ZONE, now()));
    if (!result.ok) throw invalid(result.message, { [result.field]: result.message });
    return result.range;
  }

  return {
    async report(query: PromiseReportQuery): Promise<PromiseReport> {
      const days = range(query);
      // Every order of the range is read: a median needs them all (a few thousand a month at most).
      const rows = await repo.deliveredOrders(days);
      return buildPromiseReport(rows, {
        ...days,
        days: daysInRange(days.from, days.to),
        timeZone: SHOP_TIME_ZONE,
      });
    },

    /**
     * The CSV's file name and lines, read in pages like the orders export (analytics.service.ts).
     * The first page is read before this returns, so a failing database still gets a proper error
     * answer instead of a cut-off download.
     */
    async csv(query: PromiseReportQuery): Promise<{ fileName: string; lines: AsyncIterable<string> }> {
      const days = range(query);
      let page = await repo.deliveredOrdersPage(days, null, CSV_PAGE_SIZE);
      async function* lines(): AsyncGenerator<string> {
        yield promiseCsvHeader();
        for (;;) {
          for (const row of page) yield promiseCsvRow(row);
          const last = page.at(-1);
          if (!last || page.length < CSV_PAGE_SIZE) return;
          page = await repo.deliveredOrdersPage(
            days,
            { placedAt: last.cursor, id: last.orderId },
            CSV_PAGE_SIZE,
          );
        }
      }
      return { fileName: `where-the-minutes-go-${days.from}-to-${days.to}.csv`, lines: lines() };
    },
  };
}

export type PromiseReportService = ReturnType<typeof createPromiseReportService>;
