// Wires the admin's reports: the dashboard's stats, analytics, the promise report, the day close
// and the month end.
import { createAdminStatsRepo } from '../modules/admin-stats/admin-stats.repo.ts';
import { createAnalyticsRepo } from '../modules/analytics/analytics.repo.ts';
import { createAnalyticsService } from '../modules/analytics/analytics.service.ts';
import { createPromiseRepo } from '../modules/analytics/promise.repo.ts';
import { createPromiseReportService } from '../modules/analytics/promise-report.service.ts';
import { createDayCloseRepo } from '../modules/day-close/day-close.repo.ts';
import { createDayCloseService } from '../modules/day-close/day-close.service.ts';
import { documentSeries, documentTotals } from '../modules/month-end/documents.repo.ts';
import { createMonthEndService } from '../modules/month-end/month-end.service.ts';
import { createVoucherRowsRepo } from '../modules/month-end/voucher-rows.repo.ts';
import type { Core } from './core.ts';

export function wireReports({ db, audit, settings, now }: Core) {
  const adminStats = createAdminStatsRepo(db);
  const dayClose = createDayCloseService({
    repo: createDayCloseRepo(db),
    audit,
    settingsNow: settings.stored,
    now,
  });
  const analytics = createAnalyticsService(createAnalyticsRepo(db));
  const promiseReport = createPromiseReportService(createPromiseRepo(db));
  const monthEnd = createMonthEndService({
    documents: {
      totals: (range) => documentTotals(db, range),
      series: (range) => documentSeries(db, range),
    },
    vouchers: createVoucherRowsRepo(db),
    billing: async () => (await settings.billing()).billing,
    accounting: async () => (await settings.accounting()).accounting,
    now,
  });
  return { adminStats, dayClose, analytics, promiseReport, monthEnd };
}
