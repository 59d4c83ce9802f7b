// The board's 'today' (docs/product.md#where-the-minutes-go): delivery orders delivered since the
// start of the shop's day, and how many arrived within the minutes they were shown at checkout.
// Arrival as the report times it (analytics/promise.repo.ts): the finish of the delivery that
// reached the door, else the 'delivered' move (a tap replayed from an offline queue writes its
// event late, the delivery's finish keeps the moment).
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { rawRows } from '#server/db/raw-rows.ts';

export function createPromiseTodayRepo(db: Db) {
  return {
    /** `day` is the shop's calendar date ('YYYY-MM-DD') in `timeZone`. */
    async deliveredOn(day: string, timeZone: string): Promise<{ delivered: number; onTime: number }> {
      const [row] = await rawRows<{ delivered: number; onTime: number }>(
        db,
        sql`with done as (
          select o.id, o.created_at, o.promised_minutes, o.scheduled_for,
            coalesce(
              (select max(x.finished_at) from deliveries x
                where x.order_id = o.id and x.status = 'delivered'),
              (select max(e.created_at) from order_status_events e
                where e.order_id = o.id and e.to_status = 'delivered')
            ) as delivered_at
          from orders o
          where o.order_type = 'delivery' and o.status = 'delivered'
            -- Only orders whose delivered move is within a day of today's (a late replayed tap).
            and o.id in (select e.order_id from order_status_events e
              where e.to_status = 'delivered'
                and e.created_at >= (${day}::date - 1)::timestamp at time zone ${timeZone}
                and e.created_at < (${day}::date + 2)::timestamp at time zone ${timeZone})
        )
        select count(*)::int as "delivered",
          count(*) filter (
            -- An order for later is on time by its slot (docs/product.md#orders-for-later-today).
            where o.delivered_at <= coalesce(o.scheduled_for, coalesce(
              (select min(p.created_at) from order_status_events p
                where p.order_id = o.id and p.to_status = 'placed'),
              o.created_at
            ) + make_interval(mins => o.promised_minutes))
          )::int as "onTime"
        from done o
        where o.delivered_at >= (${day}::date)::timestamp at time zone ${timeZone}
          and o.delivered_at < (${day}::date + 1)::timestamp at time zone ${timeZone}`,
      );
      return { delivered: row?.delivered ?? 0, onTime: row?.onTime ?? 0 };
    },
  };
}

export type PromiseTodayRepo = ReturnType<typeof createPromiseTodayRepo>;
