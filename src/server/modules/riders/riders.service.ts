// The shop's riders for managers (docs/product.md#rider-accounts-and-shifts): accounts made like
// staff accounts (a temporary password changed at first sign-in), shifts opened with a cash float
// and closed, and the cash each rider hands in (docs/product.md#cash-per-rider). Every change is
// audited; cash in hand is always derived from the records (shift-figures.ts), never stored.

import type { z } from 'zod';
import { conflict, invalid, notFound } from '#server/http/app-error.ts';
import type { RequestContext } from '#server/http/request-context.ts';
import { isCalendarDate, todayIn } from '#shared/analytics-range.ts';
import type {
  createRiderBodySchema,
  HandIn,
  HandInBody,
  OpenShiftBody,
  RiderAccount,
  RidersResponse,
  ShiftReportRow,
  UpdateRiderBody,
} from '#shared/api/dispatch.ts';
import { changedFields, changedNothing } from '#shared/audit/changes.ts';
import { SHOP_TIME_ZONE } from '#shared/constants.ts';
import { DISPATCH_MESSAGES } from '#shared/dispatch/delivery-rules.ts';
import { MESSAGES } from '#shared/errors.ts';
import { toPaise, toRupees } from '#shared/money.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { isCustomerEmail } from '../auth/customer-email.ts';
import type { ShopDayNow } from '../day-close/shop-day-now.ts';
import type { SessionsEnded } from '../events/event-bus.ts';
import type { UsersRepo } from '../users/users.repo.ts';
import type { HandInRow, RiderRow, RidersRepo } from './riders.repo.ts';
import { median, type ShiftFiguresRow, shiftCash } from './shift-figures.ts';

/** The users module's words for a taken email, so both forms read alike. */
export const EMAIL_TAKEN = 'An account with this email already exists';

type Deps = {
  repo: RidersRepo;
  users: UsersRepo;
  audit: AuditService;
  sessionsEnded: SessionsEnded;
  /** The shop's clock: the close report's default day is today on it. */
  now: () => Date;
  /** The shop day a hand-in counts on in the day close (docs/product.md#the-day-close). */
  shopDayNow?: ShopDayNow;
};

export const REPORT_DATE_MESSAGE = 'Choose a real date (YYYY-MM-DD)';

function toHandIn(row: HandInRow): HandIn {
  return {
    id: row.id,
    expected: toRupees(row.expectedPaise),
    counted: toRupees(row.countedPaise),
    variance: toRupees(row.countedPaise - row.expectedPaise),
    reason: row.reason,
    recordedBy: row.recordedBy,
    at: row.createdAt.toISOString(),
  };
}

function toAccount(row: RiderRow, shift: ShiftFiguresRow | undefined): RiderAccount {
  const cash = shift && shiftCash(shift);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone ?? '',
    disabled: row.banned,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    shift:
      shift && cash
        ? {
            id: shift.shiftId,
            openedAt: shift.openedAt,
            float: toRupees(cash.floatPaise),
            cashCollected: toRupees(cash.cashCollectedPaise),
            upiCollected: toRupees(cash.upiCollectedPaise),
            cardCollected: toRupees(cash.cardCollectedPaise),
            handedIn: toRupees(cash.handedInPaise),
            cashInHand: toRupees(cash.inHandPaise),
            tipsKept: toRupees(shift.cashTipsPaise),
            tipsOwed: toRupees(shift.owedTipsPaise),
            deliveries: shift.deliveries,
            failedDeliveries: shift.failed,
            carrying: shift.carrying,
          }
        : null,
  };
}

/** One shift as the close report shows it; minutes rounded to a tenth. */
export function toReportRow(shift: ShiftFiguresRow, minutes: readonly number[]): ShiftReportRow {
  const cash = shiftCash(shift);
  const middle = median(minutes);
  return {
    shiftId: shift.shiftId,
    riderId: shift.riderId,
    riderName: shift.riderName,
    openedAt: shift.openedAt,
    closedAt: shift.closedAt,
    deliveries: shift.deliveries,
    failedDeliveries: shift.failed,
    float: toRupees(cash.floatPaise),
    cashCollected: toRupees(cash.cashCollectedPaise),
    upiCollected: toRupees(cash.upiCollectedPaise),
    cardCollected: toRupees(cash.cardCollectedPaise),
    handedIn: toRupees(cash.handedInPaise),
    cashInHand: toRupees(cash.inHandPaise),
    tipsKept: toRupees(shift.cashTipsPaise),
    tipsOwed: toRupees(shift.owedTipsPaise),
    variance: toRupees(shift.variancePaise),
    medianReadyToDoorMinutes: middle === null ? null : Math.round(middle * 10) / 10,
  };
}

export function createRidersService({ repo, users, audit, sessionsEnded, now, shopDayNow }: Deps) {
  async function riderOf(id: string): Promise<RiderRow> {
    const row = await repo.byId(id);
    // A staff or customer id reads as no rider at all.
    if (!row) throw notFound('Rider not found');
    return row;
  }

  async function accountOf(id: string): Promise<RiderAccount> {
    const row = await riderOf(id);
    const [shift] = row.openShiftId ? await repo.openShiftFigures([id]) : [];
    return toAccount(row, shift);
  }

  async function reportRows(shifts: ShiftFiguresRow[]): Promise<ShiftReportRow[]> {
    const minutes = await readyToDoorMinutesOf(shifts.map((s) => s.shiftId));
    return shifts.map((s) => toReportRow(s, minutes.get(s.shiftId) ?? []));
  }

  async function readyToDoorMinutesOf(shiftIds: string[]): Promise<Map<string, number[]>> {
    const byShift = new Map<string, number[]>();
    for (const { shiftId, minutes } of await repo.readyToDoor(shiftIds)) {
      byShift.set(shiftId, [...(byShift.get(shiftId) ?? []), minutes]);
    }
    return byShift;
  }

  return {
    async list(): Promise<RidersResponse> {
      const rows = await repo.list();
      const shifts = new Map((await repo.openShiftFigures()).map((s) => [s.riderId, s]));
      return { riders: rows.map((row) => toAccount(row, shifts.get(row.id))) };
    },

    async create(
      input: z.output<typeof createRiderBodySchema>,
      context: RequestContext,
    ): Promise<RiderAccount> {
      // That domain marks phone-code customers (customer-email.ts): a rider cannot share it.
      if (isCustomerEmail(input.email))
        throw invalid(MESSAGES.reservedEmail, { email: MESSAGES.reservedEmail });
      if (await users.byEmail(input.email)) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
      let id: string;
      try {
        id = await users.createWithPassword(
          {
            email: input.email,
            name: input.name,
            role: 'rider',
            password: input.temporaryPassword,
            mustChangePassword: true,
          },
          (tx, newId) => repo.insertProfile(tx, newId, input.phone),
        );
      } catch (error) {
        // Two managers adding the same email at once: the unique key lets one through.
        if (repo.isEmailTaken(error)) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
        throw error;
      }
      await audit.record(context, {
        action: 'riders.created',
        tableName: 'users',
        recordId: id,
        newValues: { email: input.email, name: input.name, phone: input.phone, role: 'rider' },
      });
      return accountOf(id);
    },

    async update(id: string, change: UpdateRiderBody, context: RequestContext): Promise<RiderAccount> {
      const target = await riderOf(id);
      const disables = change.disabled === true && !target.banned;
      // Orders in a disabled rider's hands would have nobody to deliver them.
      if (disables && (await repo.disableIfEmptyHanded(id)) === 'carrying')
        throw conflict(DISPATCH_MESSAGES.shiftHasDeliveries);
      if (change.phone !== undefined && change.phone !== target.phone) await repo.setPhone(id, change.phone);
      // Enabling again (disabling was done above).
      if (change.disabled === false && target.banned) await users.update(id, { banned: false });
      if (disables) {
        // Signed out everywhere at once, and the rider page's live stream ends on every instance.
        await users.deleteSessions(id);
        await sessionsEnded(id);
      }
      const changes = changedFields({ phone: target.phone, disabled: target.banned }, change);
      if (!changedNothing(changes))
        await audit.record(context, {
          action: disables
            ? 'riders.disabled'
            : 'disabled' in changes.newValues
              ? 'riders.enabled'
              : 'riders.updated',
          tableName: 'users',
          recordId: id,
          ...changes,
        });
      return accountOf(id);
    },

    async openShift(id: string, body: OpenShiftBody, context: RequestContext): Promise<RiderAccount> {
      const rider = await riderOf(id);
      if (rider.banned) throw conflict('This rider’s account is disabled; enable it first');
      const floatPaise = toPaise(body.float);
      const opened = await repo.openShift(id, floatPaise, context.userId);
      if (opened === 'already-open') throw conflict(DISPATCH_MESSAGES.shiftAlreadyOpen);
      await audit.record(context, {
        action: 'riders.shift_opened',
        tableName: 'rider_shifts',
        recordId: opened.id,
        newValues: { riderId: id, float: body.float },
      });
      return accountOf(id);
    },

    async closeShift(id: string, context: RequestContext): Promise<ShiftReportRow> {
      await riderOf(id);
      const closed = await repo.closeShift(id, context.userId);
      if (closed === 'no-shift') throw conflict(DISPATCH_MESSAGES.noOpenShift);
      if (closed === 'carrying') throw conflict(DISPATCH_MESSAGES.shiftHasDeliveries);
      const [row] = await reportRows(await repo.shiftFigures(closed.id));
      if (!row) throw notFound('Shift not found');
      const { shiftId: _, riderName: __, openedAt: ___, closedAt: ____, ...figures } = row;
      await audit.record(context, {
        action: 'riders.shift_closed',
        tableName: 'rider_shifts',
        recordId: closed.id,
        newValues: figures,
      });
      return row;
    },

    async handIn(id: string, body: HandInBody, context: RequestContext): Promise<HandIn> {
      await riderOf(id);
      const reason = body.reason?.trim() || null;
      const result = await repo.handIn({
        riderId: id,
        countedPaise: toPaise(body.counted),
        reason,
        by: context.userId,
        // Before the hand-in's transaction: the settings it reads may not be in memory.
        shopDay: await shopDayNow?.(),
      });
      if (result === 'no-shift') throw conflict(DISPATCH_MESSAGES.noOpenShift);
      if (result === 'reason-needed')
        throw invalid(DISPATCH_MESSAGES.varianceReason, { reason: DISPATCH_MESSAGES.varianceReason });
      const handIn = toHandIn(result);
      await audit.record(context, {
        action: 'riders.cash_handed_in',
        tableName: 'rider_cash_hand_ins',
        recordId: result.id,
        newValues: {
          riderId: id,
          shiftId: result.shiftId,
          expected: handIn.expected,
          counted: handIn.counted,
          variance: handIn.variance,
          reason,
        },
      });
      return handIn;
    },

    /**
     * The shifts opened on a day of the shop's calendar (SHOP_TIME_ZONE, as analytics and the bills
     * register read days), today by default, with their figures.
     */
    async report(query: { date?: string }): Promise<{ date: string; shifts: ShiftReportRow[] }> {
      const date = query.date ?? todayIn(SHOP_TIME_ZONE, now());
      if (!isCalendarDate(date)) throw invalid(REPORT_DATE_MESSAGE, { date: REPORT_DATE_MESSAGE });
      return { date, shifts: await reportRows(await repo.shiftsOpenedOn(date, SHOP_TIME_ZONE)) };
    },
  };
}

export type RidersService = ReturnType<typeof createRidersService>;
