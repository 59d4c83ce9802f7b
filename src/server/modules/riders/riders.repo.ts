// Rider accounts, their shifts and the cash they hand in (docs/product.md#rider-accounts-and-shifts).
// Each write that depends on what the records say now (closing a shift, a hand-in's expected cash)
// reads them with the open shift's row locked, so two managers at once are decided one by one.
import { and, asc, eq, inArray, isNull, not, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/database.ts';
import { isUniqueViolation } from '#server/db/postgres-errors.ts';
import { deliveries, riderCashHandIns, riderProfiles, riderShifts, users } from '#server/db/schema.ts';
import { CUSTOMER_EMAIL_LIKE } from '../auth/customer-email.ts';
import { readyToDoorMinutes, type ShiftFiguresRow, shiftCash, shiftFigures } from './shift-figures.ts';

export type RiderRow = {
  id: string;
  name: string;
  email: string;
  banned: boolean;
  lastSignInAt: Date | null;
  phone: string | null;
  openShiftId: string | null;
};

export type HandInRow = typeof riderCashHandIns.$inferSelect;

/** A rider account as roleOf reads it: the rider role, and never a customer's (phone-code) account. */
const isRider = and(eq(users.role, 'rider'), not(sql`lower(${users.email}) like ${CUSTOMER_EMAIL_LIKE}`));

const ACTIVE = ['assigned', 'picked_up'] as const;

async function carryingIn(h: Db | Tx, riderId: string): Promise<number> {
  const [row] = await h
    .select({ n: sql<number>`count(*)::int` })
    .from(deliveries)
    .where(and(eq(deliveries.riderId, riderId), inArray(deliveries.status, ACTIVE)));
  return row?.n ?? 0;
}

function openShiftFor(tx: Tx, riderId: string) {
  return tx
    .select({ id: riderShifts.id })
    .from(riderShifts)
    .where(and(eq(riderShifts.riderId, riderId), isNull(riderShifts.closedAt)))
    .for('update');
}

export function createRidersRepo(db: Db) {
  const riderColumns = {
    id: users.id,
    name: users.name,
    email: users.email,
    banned: users.banned,
    lastSignInAt: users.lastSignInAt,
    phone: riderProfiles.phone,
    openShiftId: riderShifts.id,
  };
  const riders = () =>
    db
      .select(riderColumns)
      .from(users)
      .leftJoin(riderProfiles, eq(riderProfiles.userId, users.id))
      .leftJoin(riderShifts, and(eq(riderShifts.riderId, users.id), isNull(riderShifts.closedAt)));

  return {
    list(): Promise<RiderRow[]> {
      return riders().where(isRider).orderBy(asc(users.name), asc(users.id));
    },

    async byId(id: string): Promise<RiderRow | undefined> {
      const [row] = await riders().where(and(isRider, eq(users.id, id)));
      return row;
    },

    /** The figures of the open shifts, or of those `riderIds` hold open. */
    openShiftFigures(riderIds?: readonly string[]): Promise<ShiftFiguresRow[]> {
      const whose =
        riderIds === undefined
          ? sql`true`
          : riderIds.length === 0
            ? sql`false`
            : sql`s.rider_id in (${sql.join(
                riderIds.map((id) => sql`${id}`),
                sql`, `,
              )})`;
      return shiftFigures(db, sql`s.closed_at is null and ${whose}`);
    },

    shiftFigures(shiftId: string): Promise<ShiftFiguresRow[]> {
      return shiftFigures(db, sql`s.id = ${shiftId}::uuid`);
    },

    readyToDoor: (shiftIds: readonly string[]) => readyToDoorMinutes(db, shiftIds),

    /** The shifts opened on a day of the shop's calendar (in `timeZone`). */
    shiftsOpenedOn(date: string, timeZone: string): Promise<ShiftFiguresRow[]> {
      return shiftFigures(
        db,
        sql`s.opened_at >= (${date}::date)::timestamp at time zone ${timeZone}
          and s.opened_at < (${date}::date + 1)::timestamp at time zone ${timeZone}`,
      );
    },

    async setPhone(id: string, phone: string) {
      await db
        .insert(riderProfiles)
        .values({ userId: id, phone })
        .onConflictDoUpdate({ target: riderProfiles.userId, set: { phone } });
    },

    /** Writes the profile of a rider account being created, inside its transaction. */
    async insertProfile(tx: Tx, id: string, phone: string) {
      await tx.insert(riderProfiles).values({ userId: id, phone });
    },

    /**
     * Opens a shift; 'already-open' when the rider has one. The unique partial index
     * (rider_shifts_one_open_key) decides between two managers opening at the same moment.
     */
    async openShift(
      riderId: string,
      floatPaise: number,
      by: string | null,
    ): Promise<{ id: string } | 'already-open'> {
      try {
        const [row] = await db
          .insert(riderShifts)
          .values({ riderId, floatPaise, openedBy: by })
          .returning({ id: riderShifts.id });
        return row!;
      } catch (error) {
        if (isUniqueViolation(error, 'rider_shifts_one_open_key')) return 'already-open';
        throw error;
      }
    },

    /**
     * Closes the open shift unless the rider still carries orders. The shift's row is locked first:
     * an assignment that locks it too (or a hand-in) waits for the close, or the close for it.
     */
    closeShift(riderId: string, by: string | null): Promise<{ id: string } | 'no-shift' | 'carrying'> {
      return db.transaction(async (tx) => {
        const [shift] = await openShiftFor(tx, riderId);
        if (!shift) return 'no-shift';
        if ((await carryingIn(tx, riderId)) > 0) return 'carrying';
        await tx
          .update(riderShifts)
          .set({ closedAt: new Date(), closedBy: by })
          .where(eq(riderShifts.id, shift.id));
        return shift;
      });
    },

    /**
     * Disables the account unless the rider still carries orders, with the open shift's row locked
     * like closeShift: an assignment that locks it too cannot slip an order in between.
     */
    disableIfEmptyHanded(riderId: string): Promise<'disabled' | 'carrying'> {
      return db.transaction(async (tx) => {
        await openShiftFor(tx, riderId);
        if ((await carryingIn(tx, riderId)) > 0) return 'carrying';
        await tx.update(users).set({ banned: true, updatedAt: new Date() }).where(eq(users.id, riderId));
        return 'disabled';
      });
    },

    /**
     * Records cash counted and taken in. Expected is the shift's cash in hand now, read with the
     * shift's row locked: a second hand-in at the same moment waits and then sees this one.
     * `needsReason` is asked with the variance before anything is written.
     */
    handIn(input: {
      riderId: string;
      countedPaise: number;
      reason: string | null;
      by: string | null;
      /** The shop day it counts on (shopDayOf); the column's default, the calendar date, without one. */
      shopDay?: string;
    }): Promise<HandInRow | 'no-shift' | 'reason-needed'> {
      return db.transaction(async (tx) => {
        const [shift] = await openShiftFor(tx, input.riderId);
        if (!shift) return 'no-shift';
        const [figures] = await shiftFigures(tx, sql`s.id = ${shift.id}::uuid`);
        const expectedPaise = figures ? shiftCash(figures).inHandPaise : 0;
        if (input.countedPaise !== expectedPaise && !input.reason) return 'reason-needed';
        const [row] = await tx
          .insert(riderCashHandIns)
          .values({
            shiftId: shift.id,
            riderId: input.riderId,
            expectedPaise,
            countedPaise: input.countedPaise,
            reason: input.reason,
            recordedBy: input.by,
            ...(input.shopDay ? { shopDay: input.shopDay } : {}),
          })
          .returning();
        return row!;
      });
    },

    /** Whether the email is already an account's (a race the unique key settles). */
    isEmailTaken: (error: unknown) => isUniqueViolation(error, 'users_email_key'),
  };
}

export type RidersRepo = ReturnType<typeof createRidersRepo>;
