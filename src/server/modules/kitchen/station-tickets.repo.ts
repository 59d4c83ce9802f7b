// What a station's screen shows and what a bump changes (docs/product.md#kitchen-display-by-station):
// the lines of orders in the kitchen (accepted or preparing) that the station makes and nobody has
// bumped yet, and marking one made.
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { rawRows } from '#server/db/raw-rows.ts';
import type { OrderLineOption } from '#server/db/schema.ts';
import type { OrderStatus, OrderType } from '#shared/orders.ts';

/** Which lines a screen shows: one station's (the first also makes items with no station), or all. */
export type StationScope = { stationId: string; isFirst: boolean } | 'whole-kitchen';

export type StationLineRow = {
  order_id: string;
  order_number: string;
  order_type: OrderType;
  status: OrderStatus;
  accepted_at: Date | string;
  line_id: string;
  name: string;
  quantity: number;
  options: OrderLineOption[];
  note: string | null;
  elsewhere: number;
};

/** What bumping a line did: the order it belongs to, its status, and how many of its lines are left. */
export type BumpRow = { orderId: string; orderType: OrderType; status: OrderStatus; left: number };
export type BumpOutcome = BumpRow | 'not-found' | 'already-bumped' | 'order-moved-on';

const IN_KITCHEN = sql`('accepted', 'preparing')`;

function madeHere(scope: StationScope) {
  if (scope === 'whole-kitchen') return sql`true`;
  return scope.isFirst
    ? sql`(m.station_id = ${scope.stationId} or m.station_id is null)`
    : sql`m.station_id = ${scope.stationId}`;
}

export function createStationTicketsRepo(db: Db) {
  return {
    /** Oldest accepted first; within an order, by name. */
    lines(scope: StationScope): Promise<StationLineRow[]> {
      return rawRows<StationLineRow>(
        db,
        sql`
          with kitchen as (
            select o.id, o.order_number, o.order_type, o.status, o.created_at,
              coalesce((select max(e.created_at) from order_status_events e
                where e.order_id = o.id and e.to_status = 'accepted'), o.created_at) as accepted_at
            from orders o
            where o.status in ${IN_KITCHEN}
          ),
          open_lines as (
            select oi.*, k.accepted_at, k.order_number, k.order_type, k.status, m.station_id,
              ${madeHere(scope)} as here
            from kitchen k
            join order_items oi on oi.order_id = k.id
            left join menu_items m on m.id = oi.menu_item_id
            where oi.bumped_at is null
          )
          select l.order_id, l.order_number, l.order_type, l.status, l.accepted_at,
            l.id as line_id, l.name, l.quantity, l.options, l.note,
            (select count(*)::int from open_lines x where x.order_id = l.order_id and not x.here) as elsewhere
          from open_lines l
          where l.here
          order by l.accepted_at, l.order_id, l.name, l.id`,
      );
    },

    /** Takes a bump back: the order could not be moved on, so the cook must be able to bump again. */
    async unbump(lineId: string): Promise<void> {
      await db.execute(sql`update order_items set bumped_at = null, bumped_by = null where id = ${lineId}`);
    },

    /**
     * Marks a line made. The order's row is locked first, so two stations bumping an order's last
     * two lines at once count one after the other: exactly one of them sees none left.
     */
    bump(lineId: string, actorId: string): Promise<BumpOutcome> {
      return db.transaction(async (tx) => {
        const [line] = await rawRows<{ order_id: string; bumped_at: Date | null }>(
          tx,
          sql`select order_id, bumped_at from order_items where id = ${lineId}`,
        );
        if (!line) return 'not-found';
        const [order] = await rawRows<{ status: OrderStatus; order_type: OrderType }>(
          tx,
          sql`select status, order_type from orders where id = ${line.order_id} for update`,
        );
        if (!order || !['accepted', 'preparing'].includes(order.status)) return 'order-moved-on';
        const bumped = await rawRows<{ id: string }>(
          tx,
          sql`update order_items set bumped_at = now(), bumped_by = ${actorId}
              where id = ${lineId} and bumped_at is null returning id`,
        );
        if (bumped.length === 0) return 'already-bumped';
        const [left] = await rawRows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from order_items where order_id = ${line.order_id} and bumped_at is null`,
        );
        return {
          orderId: line.order_id,
          orderType: order.order_type,
          status: order.status,
          left: left?.n ?? 0,
        };
      });
    },
  };
}

export type StationTicketsRepo = ReturnType<typeof createStationTicketsRepo>;
