// Analytics for managers: the range rules, the figures in rupees, and the orders export.

import { invalid } from '#server/http/app-error.ts';
import { type DateRange, daysInRange, resolveRange, todayIn } from '#shared/analytics-range.ts';
import { type Analytics, type AnalyticsQuery, TOP_ITEMS_LIMIT } from '#shared/api/analytics.ts';
import { SHOP_TIME_ZONE } from '#shared/constants.ts';
import { toRupees } from '#shared/money.ts';
import { ORDER_CHANNELS } from '#shared/order-book/channels.ts';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '#shared/orders.ts';
import { can, type Role } from '#shared/roles.ts';
import type { AnalyticsRepo, CreditedRow, CsvCursor, TopItemRow } from './analytics.repo.ts';
import { billsCsvHeader, billsCsvRow } from './bills-csv.ts';
import type { BillCursor } from './bills-register.repo.ts';
import { csvHeader, csvRow } from './orders-csv.ts';

/** Orders read per query while exporting: memory stays bounded whatever the range holds. */
export const CSV_PAGE_SIZE = 500;

/** The top-options view lists this many (docs/product.md#item-options). */
const TOP_OPTIONS_LIMIT = 10;

const topItem = (row: TopItemRow) => ({ ...row, revenue: toRupees(row.revenue) });

export function createAnalyticsService(repo: AnalyticsRepo, now: () => Date = () => new Date()) {
  function range(query: AnalyticsQuery): DateRange {
    const result = resolveRange(query, todayIn(SHOP_TIME_ZONE, now()));
    if (!result.ok) throw invalid(result.message, { [result.field]: result.message });
    return result.range;
  }

  return {
    async figures(query: AnalyticsQuery): Promise<Analytics> {
      const days = range(query);
      // One after another: PGlite has one connection, and on PostgreSQL these are small.
      const summary = await repo.summary(days);
      const daily = await repo.daily(days);
      const hourly = await repo.hourly(days);
      const byQuantity = await repo.topItems(days, 'quantity', TOP_ITEMS_LIMIT);
      const byRevenue = await repo.topItems(days, 'revenue', TOP_ITEMS_LIMIT);
      const topOptions = await repo.topOptions(days, TOP_OPTIONS_LIMIT);
      const channels = await repo.channels(days);
      const payments = await repo.payments(days);
      const paymentStatuses = await repo.paymentStatuses(days);
      const tax = await repo.taxSummary(days);
      const credited = await repo.credited(days);
      // Revenue is net of the credit notes issued in the range (docs/product.md#credit-notes): the
      // whole figure and each channel's, and each day and hour by the note's own day and hour.
      const creditedBy = (match: (row: CreditedRow) => boolean) =>
        credited.filter(match).reduce((sum, row) => sum + Number(row.value), 0);
      return {
        range: { ...days, days: daysInRange(days.from, days.to), timeZone: SHOP_TIME_ZONE },
        summary: {
          orders: summary.orders,
          deliveredOrders: summary.deliveredOrders,
          revenue: toRupees(summary.revenue - creditedBy(() => true)),
          openValue: toRupees(summary.openValue),
          averageOrderValue: toRupees(summary.average),
          discounts: toRupees(summary.discounts),
          cancelledOrders: summary.cancelledOrders,
          cancelledValue: toRupees(summary.cancelledValue),
        },
        daily: daily.map((d) => ({
          ...d,
          revenue: toRupees(d.revenue - creditedBy((c) => c.date === d.date)),
        })),
        hourly: hourly.map((h) => ({
          ...h,
          revenue: toRupees(h.revenue - creditedBy((c) => c.hour === h.hour)),
        })),
        topItems: { byQuantity: byQuantity.map(topItem), byRevenue: byRevenue.map(topItem) },
        topOptions: topOptions.map((o) => ({ ...o, revenue: toRupees(o.revenue) })),
        tax: {
          bills: tax.bills,
          creditNotes: tax.creditNotes,
          taxable: toRupees(tax.taxable),
          cgst: toRupees(tax.cgst),
          sgst: toRupees(tax.sgst),
          total: toRupees(tax.total),
        },
        channels: ORDER_CHANNELS.map((channel) => {
          const row = channels.find((c) => c.channel === channel);
          const revenue = (row?.revenue ?? 0) - creditedBy((c) => c.channel === channel);
          return { channel, orders: row?.orders ?? 0, revenue: toRupees(revenue) };
        }),
        payments: PAYMENT_METHODS.map((method) => {
          const row = payments.find((p) => p.method === method);
          return { method, orders: row?.orders ?? 0, total: toRupees(row?.total ?? 0) };
        }),
        paymentStatuses: PAYMENT_STATUSES.map((status) => {
          const row = paymentStatuses.find((p) => p.status === status);
          return {
            status,
            orders: row?.orders ?? 0,
            total: toRupees(row?.total ?? 0),
            refunded: toRupees(row?.refunded ?? 0),
          };
        }),
      };
    },

    /**
     * The orders export: its file name and its lines (a header, then one line per order, oldest
     * first). The first page is read before this returns, so a failing database still gets a
     * proper error answer instead of a cut-off download.
     */
    async ordersCsv(
      query: AnalyticsQuery,
      viewer: Role,
    ): Promise<{ fileName: string; lines: AsyncIterable<string> }> {
      const days = range(query);
      // Phones whole only for whoever may see the customers themselves (the Users page lists them
      // with their phones); anyone else gets the last four digits (docs/product.md#staff-area).
      const fullPhone = can(viewer, 'users:manage');
      let page = await repo.csvPage(days, null, CSV_PAGE_SIZE);
      async function* lines(): AsyncGenerator<string> {
        yield csvHeader();
        for (;;) {
          for (const order of page) yield csvRow(order, fullPhone);
          const last = page.at(-1);
          if (!last || page.length < CSV_PAGE_SIZE) return;
          const after: CsvCursor = { createdAt: last.createdAt, id: last.id };
          page = await repo.csvPage(days, after, CSV_PAGE_SIZE);
        }
      }
      return { fileName: `orders-${days.from}-to-${days.to}.csv`, lines: lines() };
    },

    /**
     * The bills register for the accountant: the bills issued in the range (by bill date), in
     * bill-number order, then the credit notes issued in it (by their date) in theirs, read in
     * pages like the orders export.
     */
    async billsCsv(query: AnalyticsQuery): Promise<{ fileName: string; lines: AsyncIterable<string> }> {
      const days = range(query);
      let page = await repo.billsPage(days, null, CSV_PAGE_SIZE);
      async function* lines(): AsyncGenerator<string> {
        yield billsCsvHeader();
        for (;;) {
          for (const bill of page) yield billsCsvRow(bill);
          const last = page.at(-1);
          if (!last || page.length < CSV_PAGE_SIZE) return;
          const after: BillCursor = { rank: last.rank, year: last.year, serial: last.serial };
          page = await repo.billsPage(days, after, CSV_PAGE_SIZE);
        }
      }
      return { fileName: `bills-${days.from}-to-${days.to}.csv`, lines: lines() };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
