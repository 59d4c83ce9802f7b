// Development only (registered with the development SMS outbox, never in production): moves a
// phone's recorded code sends back in time. The resend wait and the per-phone send limit are
// decided from these entries alone (customer-auth.service.ts, sendRefusal), so a test can have
// that time pass without waiting for it.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { auditLogs } from '#server/db/schema.ts';
import { OTP_SENT } from './customer-auth.service.ts';

/** Resolves to how many code sends to `phone` were moved `seconds` into the past. */
export type BackdateCodeSends = (phone: string, seconds: number) => Promise<number>;

export function createBackdateCodeSends(db: Db): BackdateCodeSends {
  return async (phone, seconds) => {
    const moved = await db
      .update(auditLogs)
      .set({ createdAt: sql`${auditLogs.createdAt} - make_interval(secs => ${seconds})` })
      .where(and(eq(auditLogs.action, OTP_SENT), eq(auditLogs.recordId, phone)))
      .returning({ id: auditLogs.id });
    return moved.length;
  };
}
