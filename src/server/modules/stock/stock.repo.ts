// Counted stock's own reads and writes (docs/product.md#counted-stock): the board's low-stock list
// and the morning reset to each count's par level. Orders take and give back in the database
// (checkout-insert.ts, the give_back_on_cancel trigger); staff set counts through the catalog.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/database.ts';
import { rawRows } from '#server/db/raw-rows.ts';
import type { LowStockEntry } from '#shared/api/stock.ts';
import type { ShopDay } from '#shared/order-book/shop-day.ts';

/** Counted and at or below the low mark, or none left. */
const LOW = (t: string) =>
  `${t}.stock_left is not null and (${t}.stock_left = 0 or ${t}.stock_left <= ${t}.stock_low_at)`;

export function createStockRepo(db: Db) {
  /** Sets every count with a morning count to it; answers how many. Inside the caller's transaction. */
  async function resetCounts(tx: Tx): Promise<number> {
    const items = await rawRows<{ n: number }>(
      tx,
      sql`with r as (update menu_items set stock_left = stock_par, stock_counted_at = now()
        where stock_par is not null returning 1) select count(*)::int as n from r`,
    );
    const opts = await rawRows<{ n: number }>(
      tx,
      sql`with r as (update "options" set stock_left = stock_par, stock_counted_at = now()
        where stock_par is not null returning 1) select count(*)::int as n from r`,
    );
    return (items[0]?.n ?? 0) + (opts[0]?.n ?? 0);
  }

  return {
    /** What the board warns of: items on the menu and options, lowest first. */
    async low(): Promise<LowStockEntry[]> {
      const rows = await rawRows<{
        kind: 'item' | 'option';
        id: string;
        name: string;
        left: number;
        low_at: number | null;
      }>(
        db,
        sql.raw(`select 'item' as kind, mi.id, mi.name, mi.stock_left as "left", mi.stock_low_at as low_at
            from menu_items mi where mi.archived_at is null and ${LOW('mi')}
          union all
          select 'option', o.id, o.name || ' (' || g.name || ')', o.stock_left, o.stock_low_at
            from "options" o join option_groups g on g.id = o.group_id where ${LOW('o')}
          order by "left", name`),
      );
      return rows.map((r) => ({ ...r, left: Number(r.left) }));
    },

    /**
     * The morning reset, once per shop day whatever the number of instances: the settings' row
     * moves to `day` only from an earlier day (the row lock makes a second instance wait and then
     * find it moved), and the counts are set in the same transaction. Undefined when already done.
     */
    async resetOnce(day: ShopDay): Promise<number | undefined> {
      return db.transaction(async (tx) => {
        const moved = await rawRows(
          tx,
          sql`update site_settings set stock_reset_day = ${day}::date
            where stock_reset_day is null or stock_reset_day < ${day}::date returning 1`,
        );
        if (moved.length === 0) return undefined;
        return resetCounts(tx);
      });
    },

    /** Staff's "Reset counts to morning counts": now, and today's automatic reset is then done. */
    async resetNow(day: ShopDay): Promise<number> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`update site_settings set stock_reset_day = ${day}::date
          where stock_reset_day is null or stock_reset_day < ${day}::date`);
        return resetCounts(tx);
      });
    },
  };
}

export type StockRepo = ReturnType<typeof createStockRepo>;
