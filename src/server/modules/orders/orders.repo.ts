// Orders as they are read back: one order with its lines, events and refunds, a customer's pages,
// the board's lists and search; and the whole orders repo, put together from its use cases
// (checkout.repo.ts, order-moves.repo.ts).
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  like,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import { orderItems, orderStatusEvents, orders, type PinCheck, refunds, users } from '#server/db/schema.ts';
import type { OrderSearch } from '#shared/order-search.ts';
import type { OrderStatus } from '#shared/orders.ts';
import { creditNotesOf } from '../month-end/credit-notes.repo.ts';
import { createCheckoutRepo } from './checkout.repo.ts';
import { createOrderMovesRepo } from './order-moves.repo.ts';
import type { OrderCursor, OrderRecord, OrderSummaryPage } from './order-records.ts';

/** Accounts a partial phone search looks through at most: a few digits match many phones. */
const PHONE_MATCHES_MAX = 100;

/**
 * An order's number contains the search, or its customer's phone does (the account's, or the one
 * on the delivery address). The search holds letters and digits only (order-search.ts), so it has
 * no LIKE wildcard of its own. A whole phone is found by the users' unique phone index.
 */
function searchCondition(search: OrderSearch): SQL {
  const byNumber = like(orders.orderNumber, `%${search.orderNumber}%`);
  if (!search.phoneDigits) return byNumber;
  const accounts = search.wholePhone
    ? sql`select ${users.id} from ${users} where ${users.phoneNumber} = ${search.wholePhone}`
    : sql`select ${users.id} from ${users} where ${users.phoneNumber} like ${`%${search.phoneDigits}%`} limit ${PHONE_MATCHES_MAX}`;
  return or(
    byNumber,
    sql`${orders.userId} in (${accounts})`,
    like(sql`${orders.address}->>'phone'`, `%${search.phoneDigits}%`),
  ) as SQL;
}

function createOrderReadsRepo(db: Db) {
  /**
   * Orders with their lines, events, refunds and customer. Newest first unless `oldestFirst`; at
   * most `limit` (none: all of them, for the open board, which the statuses keep bounded).
   */
  async function load(
    where: SQL | undefined,
    { limit, offset = 0, oldestFirst = false }: { limit?: number; offset?: number; oldestFirst?: boolean },
  ): Promise<OrderRecord[]> {
    // The id breaks ties between orders placed in the same instant, so pages never overlap.
    const order = oldestFirst
      ? [asc(orders.createdAt), asc(orders.id)]
      : [desc(orders.createdAt), desc(orders.id)];
    const query = db
      .select({
        order: orders,
        phone: sql<string | null>`coalesce(${orders.billPhone}, ${users.phoneNumber})`,
        name: sql<string | null>`coalesce(${orders.billName}, ${users.name})`,
        // Null online; one index probe for a staff order.
        takenByName: sql<
          string | null
        >`(select taker.name from ${users} taker where taker.id = ${orders.takenBy})`,
      })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(...order)
      .offset(offset);
    const rows = await (limit === undefined ? query : query.limit(limit));
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.order.id);
    const [lines, events, refundRows] = await Promise.all([
      db.select().from(orderItems).where(inArray(orderItems.orderId, ids)),
      db
        .select({ ...getTableColumns(orderStatusEvents), byName: users.name })
        .from(orderStatusEvents)
        .leftJoin(users, eq(users.id, orderStatusEvents.actorUserId))
        .where(inArray(orderStatusEvents.orderId, ids))
        .orderBy(asc(orderStatusEvents.createdAt)),
      db.select().from(refunds).where(inArray(refunds.orderId, ids)).orderBy(desc(refunds.createdAt)),
    ]);
    return rows.map(({ order, phone, name, takenByName }) => ({
      ...order,
      customerPhone: phone,
      customerName: name,
      takenByName,
      lines: lines.filter((l) => l.orderId === order.id),
      events: events.filter((e) => e.orderId === order.id),
      refunds: refundRows.filter((r) => r.orderId === order.id),
    }));
  }

  return {
    async idByIdempotencyKey(userId: string, key: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
      return row?.id;
    },

    /**
     * The staff order taken under this pad key (orders_staff_idempotency_key: one per key among
     * staff orders, whoever took it).
     */
    async idByStaffKey(key: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(isNotNull(orders.takenBy), eq(orders.idempotencyKey, key)));
      return row?.id;
    },

    async byId(id: string): Promise<OrderRecord | undefined> {
      return (await load(eq(orders.id, id), { limit: 1 }))[0];
    },

    /**
     * One page of the customer's orders, newest first, after `before` (the cursor of the previous
     * page's last order): each order without its lines and events, which only its own view reads,
     * with its line and unit counts. One row more than the page tells whether another follows.
     */
    async pageForUser(userId: string, limit: number, before?: OrderCursor): Promise<OrderSummaryPage> {
      const after = before
        ? sql`(${orders.createdAt}, ${orders.id}) < (timestamptz 'epoch' + ${before.micros}::bigint * interval '1 microsecond', ${before.id}::uuid)`
        : undefined;
      const rows = await db
        .select({
          order: orders,
          phone: users.phoneNumber,
          name: users.name,
          // Exact to the microsecond, as stored: a millisecond Date would skip orders placed in
          // the same millisecond as a page's last.
          micros: sql<string>`(extract(epoch from ${orders.createdAt}) * 1000000)::bigint::text`,
          lineCount: sql<number>`(select count(*)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
          itemCount: sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
        })
        .from(orders)
        .leftJoin(users, eq(users.id, orders.userId))
        .where(and(eq(orders.userId, userId), after))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      const ids = page.map((r) => r.order.id);
      const refundRows =
        ids.length === 0
          ? []
          : await db
              .select()
              .from(refunds)
              .where(inArray(refunds.orderId, ids))
              .orderBy(desc(refunds.createdAt));
      const last = page.at(-1);
      return {
        orders: page.map(({ order, phone, name, lineCount, itemCount }) => ({
          ...order,
          customerPhone: phone,
          customerName: name,
          refunds: refundRows.filter((r) => r.orderId === order.id),
          lineCount: Number(lineCount),
          itemCount: Number(itemCount),
        })),
        next: rows.length > limit && last ? { micros: last.micros, id: last.order.id } : null,
      };
    },

    /**
     * Every order in these statuses, oldest first, never cut short: the board's open columns (an
     * order waiting since the morning must not drop off on a busy day).
     */
    listOpen(statuses: readonly OrderStatus[]): Promise<OrderRecord[]> {
      return load(inArray(orders.status, [...statuses]), { oldestFirst: true });
    },

    /**
     * One page of orders, newest first, in these statuses (all when none given) and matching the
     * search (order-search.ts) when one is given. One row more than the page tells whether
     * another page follows.
     */
    async listPage(
      filter: { statuses?: readonly OrderStatus[]; search?: OrderSearch },
      page: number,
      pageSize: number,
    ): Promise<{ rows: OrderRecord[]; more: boolean }> {
      const conditions: SQL[] = [];
      if (filter.statuses) conditions.push(inArray(orders.status, [...filter.statuses]));
      if (filter.search) conditions.push(searchCondition(filter.search));
      const rows = await load(and(...conditions), { limit: pageSize + 1, offset: (page - 1) * pageSize });
      return { rows: rows.slice(0, pageSize), more: rows.length > pageSize };
    },

    /** What the reverse-geocoding provider said of the order's pin (order-pin.ts). */
    async recordPinCheck(id: string, check: PinCheck): Promise<void> {
      await db.update(orders).set({ pinCheck: check }).where(eq(orders.id, id));
    },

    /**
     * Placed orders waiting for acceptance at `now`: an order for later is not counted until its
     * release (docs/product.md#orders-for-later-today); and the next release still to come, if any.
     */
    async waiting(now: Date): Promise<{ count: number; nextReleaseAt: Date | null }> {
      const [row] = await db
        .select({
          n: sql<number>`(count(*) filter (where ${orders.releaseAt} is null or ${orders.releaseAt} <= ${now}))::int`,
          next: sql<Date | null>`min(${orders.releaseAt}) filter (where ${orders.releaseAt} > ${now})`,
        })
        .from(orders)
        .where(eq(orders.status, 'placed'));
      const next = row?.next ?? null;
      return { count: row?.n ?? 0, nextReleaseAt: next === null ? null : new Date(next) };
    },
  };
}

export function createOrdersRepo(db: Db) {
  return {
    ...createCheckoutRepo(db),
    ...createOrderReadsRepo(db),
    ...createOrderMovesRepo(db),
    /** The order's credit notes (docs/product.md#credit-notes), in the order they were issued. */
    creditNotes: (orderId: string) => creditNotesOf(db, orderId),
  };
}

export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
