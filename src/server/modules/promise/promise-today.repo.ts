// The board's 'today' (docs/product.md#where-the-minutes-go): delivery orders delivered since the
// start of the shop's day, and how many arrived within the minutes they were shown at checkout.
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { rawRows } from '#server/db/raw-rows.ts';

export function createPromiseTodayRepo(db: Db) {
  return {
    /** `day` is the shop's calendar date ('YYYY-MM-DD') in `timeZone`. */
    async deliveredOn(day: string, timeZone: string): Promise<{ delivered: number; onTime: number }> {
      const [row] = await rawRows<{ delivered: number; onTime: number }>(
        db,
        sql`select count(*)::int as "delivered",
          count(*) filter (
            where d.created_at <= coalesce(
              (select min(p.created_at) from order_status_events p
                where p.order_id = o.id and p.to_status = 'placed'),
              o.created_at
            ) + make_interval(mins => o.promised_minutes)
          )::int as "onTime"
        from order_status_events d join orders o on o.id = d.order_id
        where d.to_status = 'delivered' and o.order_type = 'delivery' and o.status = 'delivered'
          and d.created_at >= (${day}::date)::timestamp at time zone ${timeZone}
          and d.created_at < (${day}::date + 1)::timestamp at time zone ${timeZone}`,
      );
      return { delivered: row?.delivered ?? 0, onTime: row?.onTime ?? 0 };
    },
  };
}

export type PromiseTodayRepo = ReturnType<typeof createPromiseTodayRepo>;
