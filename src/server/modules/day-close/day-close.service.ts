// The day close (docs/product.md#the-day-close): a shop day's figures as its rows stand, or as its
// standing close kept them; closing with the counted cash (a reason for a variance) once no order of
// the day is open; reopening by an admin with a reason. Both are audited. The arithmetic is the
// shared pure function (shared/order-book/day-close-figures.ts); this module reads and stores.
import { isDeepStrictEqual } from 'node:util';
import { conflict, invalid } from '#server/http/app-error.ts';
import type { RequestContext } from '#server/http/request-context.ts';
import { isCalendarDate } from '#shared/analytics-range.ts';
import {
  type CloseDayBody,
  DAY_CLOSE_MESSAGES,
  type DayClose,
  type DayCloseFigures,
  type ReopenDayBody,
} from '#shared/api/day-close.ts';
import type { PublicSettings } from '#shared/api/settings.ts';
import { toPaise, toRupees } from '#shared/money.ts';
import { dayCloseFigures } from '#shared/order-book/day-close-figures.ts';
import { type ShopDay, shopDayOf } from '#shared/order-book/shop-day.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { CloseRow, DayCloseRepo, DayRecords } from './day-close.repo.ts';
import { dayCloseCsv } from './day-close-csv.ts';

type Hours = PublicSettings['hours'];

type Deps = {
  repo: DayCloseRepo;
  audit: AuditService;
  /** The settings as cached: the shop's hours and zone say which day 'today' is. */
  settingsNow: () => Promise<PublicSettings>;
  now: () => Date;
};

const LAST_DAY = '9999-12-29';

export const DAY_CLOSE_BUSY = 'The day’s orders are being written right now: try closing again';

/** The figures of `day` from its records, the shifts kept to those opened on the day. */
function figuresOf(day: ShopDay, records: DayRecords, hours: Hours, openingFloatPaise: number) {
  return dayCloseFigures(
    day,
    {
      ...records,
      shifts: records.shifts.map((s) => ({
        shopDay: shopDayOf(new Date(s.openedAt), hours),
        riderId: s.riderId,
        name: s.riderName,
        floatPaise: s.floatPaise,
        cashPaise: s.cashPaise,
        upiPaise: s.upiPaise,
        cardPaise: s.cardPaise,
        handIns: s.handIns,
        handedInPaise: s.handedInPaise,
      })),
    },
    openingFloatPaise,
  );
}

function toRecord(row: CloseRow): DayClose['closes'][number] {
  return {
    closedAt: row.closedAt.toISOString(),
    closedBy: row.closedBy,
    openingFloat: toRupees(row.openingFloatPaise),
    expectedCash: toRupees(row.expectedCashPaise),
    countedCash: toRupees(row.countedCashPaise),
    variance: toRupees(row.countedCashPaise - row.expectedCashPaise),
    varianceReason: row.varianceReason,
    reopenedAt: row.reopenedAt?.toISOString() ?? null,
    reopenedBy: row.reopenedBy,
    reopenReason: row.reopenReason,
  };
}

export function createDayCloseService({ repo, audit, settingsNow, now }: Deps) {
  const hours = async () => (await settingsNow()).hours;

  function checkDay(day: string): ShopDay {
    // The day's shifts are read up to two days on: the last days of year 9999 have none.
    if (!isCalendarDate(day) || day > LAST_DAY)
      throw invalid(DAY_CLOSE_MESSAGES.day, { day: DAY_CLOSE_MESSAGES.day });
    return day;
  }

  async function dayClose(day: ShopDay, openingFloatPaise = 0): Promise<DayClose> {
    const shop = await hours();
    const closes = await repo.closes(day);
    const standing = closes.find((c) => c.reopenedAt === null);
    const live = figuresOf(
      day,
      await repo.records(day, shop.timeZone),
      shop,
      standing ? standing.openingFloatPaise : openingFloatPaise,
    );
    const kept = standing?.figures;
    return {
      shopDay: day,
      state: standing ? 'closed' : 'open',
      figures: kept ?? live,
      current: kept && !isDeepStrictEqual(kept, live) ? live : null,
      closes: closes.map(toRecord),
    };
  }

  return {
    /** Today's shop day on the shop's clock (an overnight shift's small hours are the evening's). */
    async today(): Promise<ShopDay> {
      return shopDayOf(now(), await hours());
    },

    async get(day: string | undefined, query: { openingFloat?: number }): Promise<DayClose> {
      const shopDay = day === undefined ? await this.today() : checkDay(day);
      return dayClose(shopDay, toPaise(query.openingFloat ?? 0));
    },

    async csv(day: string): Promise<{ fileName: string; text: string }> {
      return dayCloseCsv(await dayClose(checkDay(day)));
    },

    async close(day: string, body: CloseDayBody, context: RequestContext): Promise<DayClose> {
      const shopDay = checkDay(day);
      const shop = await hours();
      if (shopDay > shopDayOf(now(), shop)) throw conflict(DAY_CLOSE_MESSAGES.notStarted);
      const openingFloatPaise = toPaise(body.openingFloat);
      const countedCashPaise = toPaise(body.countedCash);
      const reason = body.reason?.trim() || null;
      let figures: DayCloseFigures | undefined;
      let variancePaise = 0;
      const closed = await repo.close<
        'open-orders' | 'refunds-waiting' | 'figures-changed' | 'reason-needed'
      >(shopDay, shop.timeZone, (records) => {
        figures = figuresOf(shopDay, records, shop, openingFloatPaise);
        if (figures.openOrders.length > 0) return 'open-orders';
        // A refund the gateway has not confirmed may still fail: counted now, the closed day would
        // keep money that never went back.
        if ((figures.refundsWaiting ?? []).length > 0) return 'refunds-waiting';
        const expectedCashPaise = toPaise(figures.drawer.expected);
        // The manager counted against the figures the page showed: a sale or refund written since
        // would make the variance (and its reason) about other figures.
        if (body.expectedCash !== undefined && toPaise(body.expectedCash) !== expectedCashPaise)
          return 'figures-changed';
        variancePaise = countedCashPaise - expectedCashPaise;
        if (variancePaise !== 0 && !reason) return 'reason-needed';
        return {
          openingFloatPaise,
          expectedCashPaise,
          countedCashPaise,
          varianceReason: reason,
          figures,
          closedBy: context.userId,
        };
      });
      if (closed === 'already-closed') throw conflict(DAY_CLOSE_MESSAGES.alreadyClosed);
      if (closed === 'busy') throw conflict(DAY_CLOSE_BUSY);
      if (closed === 'open-orders')
        throw conflict(DAY_CLOSE_MESSAGES.openOrders(figures?.openOrders.length ?? 0));
      if (closed === 'refunds-waiting') throw conflict(DAY_CLOSE_MESSAGES.refundsWaiting);
      if (closed === 'figures-changed') throw conflict(DAY_CLOSE_MESSAGES.figuresChanged);
      if (closed === 'reason-needed') {
        const message = DAY_CLOSE_MESSAGES.varianceReason(variancePaise);
        throw invalid(message, { reason: message });
      }
      await audit.record(context, {
        action: 'day.closed',
        tableName: 'day_closes',
        recordId: closed.id,
        newValues: {
          shopDay,
          openingFloat: body.openingFloat,
          expectedCash: figures?.drawer.expected,
          countedCash: body.countedCash,
          variance: toRupees(variancePaise),
          reason,
          sold: figures?.sold.amount,
          refunded: figures?.refunded,
          net: figures?.net,
        },
      });
      return dayClose(shopDay);
    },

    async reopen(day: string, body: ReopenDayBody, context: RequestContext): Promise<DayClose> {
      const shopDay = checkDay(day);
      const reopened = await repo.reopen(shopDay, context.userId, body.reason);
      if (reopened === 'not-closed') throw conflict(DAY_CLOSE_MESSAGES.notClosed);
      await audit.record(context, {
        action: 'day.reopened',
        tableName: 'day_closes',
        recordId: reopened.id,
        newValues: { shopDay, reason: body.reason },
      });
      return dayClose(shopDay);
    },
  };
}

export type DayCloseService = ReturnType<typeof createDayCloseService>;
