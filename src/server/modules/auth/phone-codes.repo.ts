// Sign-in codes as better-auth's phone-number plugin stores them: one `verifications` row per code
// sent, `identifier` = phone-number-otp-<phone>, `value` = <code>:<wrong tries>. The plugin itself
// checks only the newest row, so each code sent cancelled the one before: anyone who knew a
// customer's number could cancel the code on its way to them by asking for another (issue 36).
// Here every code sent in its 5 minutes stays good until it is used, expires or is guessed at too
// often; a wrong guess is a try against each live code, so the guesses a phone can take stay as
// few as before (each code still dies after its wrong tries).
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/database.ts';
import { verifications } from '#server/db/schema.ts';
import { OTP } from '#shared/constants.ts';

/** What a code check found. */
export type CodeCheck = 'right' | 'wrong' | 'used-up' | 'none';

const identifierOf = (phone: string) => `phone-number-otp-${phone}`;

function parse(value: string): { code: string; wrongTries: number } {
  const [code = '', tries] = value.split(':');
  const wrongTries = Number(tries ?? 0);
  return { code, wrongTries: Number.isSafeInteger(wrongTries) && wrongTries > 0 ? wrongTries : 0 };
}

/** The phone's codes that have not expired, locked until the transaction ends. */
function unexpiredLocked(tx: Tx, phone: string) {
  return tx
    .select({ id: verifications.id, value: verifications.value })
    .from(verifications)
    .where(and(eq(verifications.identifier, identifierOf(phone)), gt(verifications.expiresAt, new Date())))
    .for('update');
}

export function createPhoneCodesRepo(db: Db, maxWrongTries: number = OTP.maxWrongTries) {
  return {
    /**
     * Checks `code` against the phone's live codes. A wrong one counts a try against each of them
     * (one transaction, rows locked: guesses arriving together all count). Nothing is used up by
     * a right code here: `consume` does that when the session is made.
     */
    async check(phone: string, code: string): Promise<CodeCheck> {
      return db.transaction(async (tx) => {
        const rows = await unexpiredLocked(tx, phone);
        const codes = rows.map((row) => ({ id: row.id, ...parse(row.value) }));
        const live = codes.filter((c) => c.wrongTries < maxWrongTries);
        if (live.length === 0) {
          if (codes.length === 0) return 'none';
          // Said once: the dead codes go, so the next check says a new code is needed.
          await tx.delete(verifications).where(
            inArray(
              verifications.id,
              codes.map((c) => c.id),
            ),
          );
          return 'used-up';
        }
        if (live.some((c) => c.code === code)) return 'right';
        for (const c of live)
          await tx
            .update(verifications)
            .set({ value: `${c.code}:${c.wrongTries + 1}`, updatedAt: new Date() })
            .where(eq(verifications.id, c.id));
        return 'wrong';
      });
    },

    /**
     * Uses the live code `code` up: true once, for the one caller that deleted it. The plugin
     * then deletes the phone's other codes with it (one sign-in spends them all).
     */
    async consume(phone: string, code: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await unexpiredLocked(tx, phone);
        const ids = rows
          .filter((row) => {
            const c = parse(row.value);
            return c.code === code && c.wrongTries < maxWrongTries;
          })
          .map((row) => row.id);
        if (ids.length === 0) return false;
        const deleted = await tx
          .delete(verifications)
          .where(inArray(verifications.id, ids))
          .returning({ id: verifications.id });
        return deleted.length > 0;
      });
    },

    /** Ends every code sent to the phone (a disabled account's right code is spent, not kept). */
    async discard(phone: string): Promise<void> {
      await db.delete(verifications).where(eq(verifications.identifier, identifierOf(phone)));
    },
  };
}

export type PhoneCodesRepo = ReturnType<typeof createPhoneCodesRepo>;
