// The promise's row in site_settings as the forecast reads it on every recompute (the owner's
// settings may have been saved on another instance), and the automatic switch's one write: a
// compare-and-set, so two instances switching at once write (and audit) it once.
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { rawRows } from '#server/db/raw-rows.ts';
import type { PromiseSettings, ProtectState } from '#shared/promise/promise-settings.ts';

const SETTINGS_ID = 'site';

export function createProtectStateRepo(db: Db) {
  return {
    async read(): Promise<{ promise: PromiseSettings | null; protect: ProtectState | null }> {
      const [row] = await rawRows<{ promise: PromiseSettings | null; protect: ProtectState | null }>(
        db,
        sql`select promise as "promise", promise_protect as "protect" from site_settings where id = ${SETTINGS_ID}`,
      );
      return { promise: row?.promise ?? null, protect: row?.protect ?? null };
    },

    /**
     * Writes `next` only if the row still holds `was`; true when this call made the change. The
     * row's updated_at moves with it: the server-rendered pages are cached by the settings' version.
     */
    async swap(was: ProtectState | null, next: ProtectState | null): Promise<boolean> {
      const json = (value: ProtectState | null) => (value === null ? null : JSON.stringify(value));
      const rows = await rawRows<{ id: string }>(
        db,
        sql`update site_settings set promise_protect = ${json(next)}::jsonb, updated_at = now()
        where id = ${SETTINGS_ID} and promise_protect is not distinct from ${json(was)}::jsonb
        returning id`,
      );
      return rows.length === 1;
    },
  };
}

export type ProtectStateRepo = ReturnType<typeof createProtectStateRepo>;
