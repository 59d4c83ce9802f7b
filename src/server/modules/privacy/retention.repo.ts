// The scheduled deletions of docs/product.md#privacy-and-retention: sign-in codes and sessions
// once they have expired, Web Push subscriptions unused for PUSH_UNUSED_DAYS, the audit log's
// entries about customers' codes and sign-ins (a phone, an address) after SIGN_IN_LOG_DAYS, riders'
// points after POSITION_RETENTION_DAYS and failed deliveries' door photos after DOOR_PHOTO_DAYS. Every delete is
// conditional on the row's own dates, so running it twice, or on two instances at once, deletes
// each row once; the advisory lock only spares the other instances the same work.
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { rawRows } from '#server/db/raw-rows.ts';
import { deliveries } from '#server/db/schema.ts';
import { POSITION_RETENTION_DAYS } from '#shared/dispatch/delivery-rules.ts';

/** A Web Push subscription nothing was sent to (and the browser did not renew) for this long goes. */
export const PUSH_UNUSED_DAYS = 90;
/**
 * The DPDP Rules ask a data fiduciary to keep the logs of its processing for at least a year (to
 * trace a misuse); the entries that name a customer's phone or address go once that year is over.
 * The staff's own actions (menu, settings, orders moved) stay: they are the shop's record.
 */
export const SIGN_IN_LOG_DAYS = 365;
/** A failed delivery's door photo is for settling that delivery, not for keeping (docs/product.md#failed-deliveries). */
export const DOOR_PHOTO_DAYS = 30;
/** A door photo uploaded but never named by a Couldn't deliver tap goes after this long. */
export const UNATTACHED_DOOR_PHOTO_DAYS = 1;
const DAY_MS = 24 * 60 * 60_000;
/** Any number the instances agree on: the key of the one sweep that may run at a time. */
const SWEEP_LOCK = sql`hashtext('privacy-retention-sweep')`;

export type RetentionReport = {
  codes: number;
  sessions: number;
  pushSubscriptions: number;
  signInLogs: number;
  /** Rider points older than POSITION_RETENTION_DAYS (docs/product.md#where-the-rider-is). */
  riderPositions: number;
  /** The door photos let go (their /uploads paths): the caller removes the files. */
  doorPhotos: string[];
};

export function createRetentionRepo(db: Db) {
  return {
    /** Which of these /uploads paths a delivery keeps as its door photo. */
    async attachedDoorPhotos(paths: readonly string[]): Promise<Set<string>> {
      if (paths.length === 0) return new Set();
      const rows = await db
        .select({ photo: deliveries.failPhoto })
        .from(deliveries)
        .where(inArray(deliveries.failPhoto, [...paths]));
      return new Set(rows.flatMap((r) => (r.photo ? [r.photo] : [])));
    },

    /**
     * Deletes what has outlived its use as of `at`. Undefined when another instance holds the
     * sweep (it deletes the same rows).
     */
    async sweep(at: Date): Promise<RetentionReport | undefined> {
      return db.transaction(async (tx) => {
        const [lock] = await rawRows<{ ok: boolean }>(
          tx,
          sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK}) as ok`,
        );
        if (!lock?.ok) return undefined;
        // Sign-in codes (better-auth's phone-number plugin keys them by phone). An expired code is
        // refused with the same words whether its row is there or not.
        const codes = await rawRows<{ id: string }>(
          tx,
          sql`delete from verifications where expires_at < ${at} returning id`,
        );
        // A push subscription made in an expired session goes with it (on delete cascade).
        const sessions = await rawRows<{ id: string }>(
          tx,
          sql`delete from sessions where expires_at < ${at} returning id`,
        );
        const unusedSince = new Date(at.getTime() - PUSH_UNUSED_DAYS * DAY_MS);
        const pushSubscriptions = await rawRows<{ id: string }>(
          tx,
          sql`delete from push_subscriptions
              where coalesce(last_used_at, created_at) < ${unusedSince} returning id`,
        );
        // Code sends and their refusals are recorded against the phone (table 'verifications');
        // a customer's sign-in with the address and browser it came from.
        const logsSince = new Date(at.getTime() - SIGN_IN_LOG_DAYS * DAY_MS);
        const signInLogs = await rawRows<{ id: string }>(
          tx,
          sql`delete from audit_logs
              where (table_name = 'verifications' or action = 'auth.customer_sign_in')
                and created_at < ${logsSince} returning id`,
        );
        const positionsBefore = new Date(at.getTime() - POSITION_RETENTION_DAYS * DAY_MS);
        const riderPositions = await rawRows<{ id: string }>(
          tx,
          sql`delete from rider_positions where recorded_at < ${positionsBefore} returning id`,
        );
        const photosBefore = new Date(at.getTime() - DOOR_PHOTO_DAYS * DAY_MS);
        const doorPhotos = await rawRows<{ photo: string }>(
          tx,
          sql`update deliveries d set fail_photo = null
              from (select id, fail_photo from deliveries
                    where fail_photo is not null and finished_at < ${photosBefore} for update) old
              where d.id = old.id returning old.fail_photo as photo`,
        );
        return {
          codes: codes.length,
          sessions: sessions.length,
          pushSubscriptions: pushSubscriptions.length,
          signInLogs: signInLogs.length,
          riderPositions: riderPositions.length,
          doorPhotos: doorPhotos.map((r) => r.photo),
        };
      });
    },
  };
}

export type RetentionRepo = ReturnType<typeof createRetentionRepo>;
