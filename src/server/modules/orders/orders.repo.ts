import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNull,
  like,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db, Tx } from '#server/db/database.ts';
import { isUniqueViolation } from '#server/db/postgres-errors.ts';
import { memoizedText, statementRows } from '#server/db/raw-rows.ts';
import {
  type AddressSnapshot,
  billCounters,
  discountCodes,
  discountRedemptions,
  type OrderLineOption,
  orderItems,
  orderStatusEvents,
  orders,
  type PinCheck,
  refunds,
  users,
} from '#server/db/schema.ts';
import { formatBillNumber } from '#shared/billing/bill-number.ts';
import type { BillTerms } from '#shared/billing/billing-settings.ts';
import type { OptionChoice, OptionGroupRules, OptionSelection } from '#shared/catalog/item-options.ts';
import type { DiscountRule } from '#shared/discounts.ts';
import { toRupees } from '#shared/money.ts';
import type { OrderSearch } from '#shared/order-search.ts';
import type { OrderStatus, OrderType, PaymentMethod } from '#shared/orders.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderItems.$inferSelect;
export type StatusEventRow = typeof orderStatusEvents.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
/** The bill's kept name and phone (an erased account's) are read as customerName and customerPhone. */
export type OrderRecord = Omit<
  OrderRow,
  // The payments module's own bookkeeping of asking for a gateway order.
  'billName' | 'billPhone' | 'gatewayOrderClaimedAt' | 'gatewayOrderAttempts'
> & {
  lines: Omit<OrderLineRow, 'id' | 'orderId'>[];
  /** Newest first. */
  refunds: RefundRow[];
  events: Pick<StatusEventRow, 'toStatus' | 'createdAt' | 'reason'>[];
  customerPhone: string | null;
  /**
   * The account's name now (a pickup order has no address with a name of its own), or the one kept
   * on the order when the customer deleted their account.
   */
  customerName: string | null;
};
/** An order in its customer's list: no lines or events, their counts instead. */
export type OrderSummaryRecord = Omit<OrderRecord, 'lines' | 'events'> & {
  lineCount: number;
  itemCount: number;
};
/** Where a page of a customer's orders ends: the last order's creation time in microseconds, and its id. */
export type OrderCursor = { micros: string; id: string };
export type OrderSummaryPage = { orders: OrderSummaryRecord[]; next: OrderCursor | null };

/** An option as checkout prices it: the shared rules' shape (rupees) plus its delta in paise. */
export type PricedOption = OptionChoice & { priceDeltaPaise: number };
export type PricedGroup = Omit<OptionGroupRules, 'options'> & { options: PricedOption[] };
export type PricedItem = {
  id: string;
  name: string;
  unit: string;
  pricePaise: number;
  orderable: boolean;
  /** The item's option groups as they are now, in display order ([] for one-tap items). */
  groups: PricedGroup[];
};

/** A code as the order transaction sees it, with the customer's history that its rules read. */
export type DiscountInput = {
  id: string;
  rule: DiscountRule;
  customerUses: number;
  customerOrders: number;
  /** Of customerUses, those on orders still awaiting their online payment. */
  customerUnpaidUses: number;
};

export type OrderDraft = {
  discountCode: string | null;
  orderNumber: string;
  paymentMethod: PaymentMethod;
  orderType: OrderType;
  /** null for pickup. */
  address: AddressSnapshot | null;
  promisedMinutes: number;
  lines: {
    menuItemId: string;
    name: string;
    unit: string;
    /** The item's own price, which the write checks against the menu; the unit price adds the options. */
    basePricePaise: number;
    unitPricePaise: number;
    quantity: number;
    lineTotalPaise: number;
    /** The chosen options as priced, in the item's group order; the write checks each against the menu. */
    options: OrderLineOption[];
    note: string | null;
  }[];
  subtotalPaise: number;
  discountPaise: number;
  deliveryFeePaise: number;
  /** GST as orderTax computed it from billTerms (shared/billing/tax.ts). */
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  taxAddedPaise: number;
  totalPaise: number;
  /** The settings' legal and tax details at this moment, kept for the bill. */
  billTerms: BillTerms;
};

/** What writing the order came to. On a refusal nothing was written and the caller may try again. */
export type InsertOutcome =
  | { ok: true; order: OrderRecord }
  /** A line's menu row, or one of its chosen options, changed after it was priced (decision 014). */
  | { ok: false; reason: 'menu-moved' }
  /** Another order drew the same order number. */
  | { ok: false; reason: 'number-taken' }
  /** This customer's idempotency key is already an order: the same checkout, sent again. */
  | { ok: false; reason: 'key-taken' };

/** The bill a delivery issues: its financial year, the number's prefix, and the moment (decision 021). */
export type BillIssue = { financialYear: number; yearLabel: string; prefix: string; at: Date };

/**
 * What recording the first ticket print came to: whether this call claimed it, when the first
 * print was (null only for a cancelled order that never printed), and the order's status.
 */
export type TicketClaim = { claimed: boolean; printedAt: Date | null; status: OrderStatus };

/** Counting a code's use: refused when the code reached its maximum uses. */
export type CodeUseOutcome = { ok: true } | { ok: false; reason: 'code-used-up' };

/**
 * How a new order enters its life: placed (paid at the door: the kitchen sees it at once), or
 * awaiting payment until `payBy` (paid online, docs/product.md#online-payments).
 */
export type OrderOpening = { status: 'placed'; payBy: null } | { status: 'awaiting_payment'; payBy: Date };

export const PLACED: OrderOpening = { status: 'placed', payBy: null };

/** Carries a refused outcome out of db.transaction, which rolls back when its callback throws. */
class RolledBack<T> extends Error {
  constructor(readonly outcome: T) {
    super('rolled back');
  }
}

// The two statements every checkout runs, written as SQL text once per number of lines: building
// them with the query builder on every order cost more than running them.

/**
 * Whether a menu row (mi) can be ordered now: active, in stock, not archived (deleted), and in an
 * active category (mc).
 */
const ORDERABLE =
  '(mi.is_active and mi.is_available and mi.archived_at is null and coalesce(mc.is_active, true))';

/**
 * An item's option groups (mi's), each with its options, in display order, as one JSON value: the
 * price read brings the rules every selection is checked against without another round trip.
 */
const GROUPS_JSON = `coalesce((
    select json_agg(json_build_object(
      'id', g.id, 'name', g.name, 'selection', g.selection, 'required', g.required,
      'minChoices', g.min_choices, 'maxChoices', g.max_choices,
      'options', coalesce((
        select json_agg(json_build_object(
          'id', o.id, 'name', o.name, 'priceDeltaPaise', o.price_delta_paise,
          'isDefault', o.is_default, 'available', o.is_available) order by o.display_order, o.name)
        from "options" o where o.group_id = g.id), '[]'::json)
    ) order by link.display_order, g.id)
    from menu_item_option_groups link join option_groups g on g.id = link.group_id
    where link.menu_item_id = mi.id), '[]'::json)`;

/** The menu rows of n items ($1..$n), with whether each can be ordered now and its option groups. */
const pricesText = memoizedText(
  (n) => `select mi.id, mi.name, mi.unit, mi.price_paise, ${ORDERABLE} as orderable,
      ${GROUPS_JSON} as groups
    from menu_items mi left join menu_categories mc on mc.id = mi.category_id
    where mi.id in (${Array.from({ length: n }, (_, i) => `$${i + 1}::uuid`).join(', ')})`,
);

/**
 * The same read for a checkout paid at the door (shared/cash-limits.ts): each row also carries how
 * many of the customer's ($n+1) orders were delivered, counted up to $n+2 only, and what their
 * orders paid at the door and still open come to (the cap counts those too: split into several
 * orders, one cart was no longer capped). Both are uncorrelated subqueries, run once per
 * statement, over partial indexes that hold at most $n+2 and a handful of the customer's entries:
 * the checkout keeps its round trips (decision 012).
 */
const pricesWithHistoryText = memoizedText(
  (n) => `select p.*, (select count(*)::int from (
      select 1 from orders o where o.user_id = $${n + 1}::text and o.status = 'delivered' limit $${n + 2}::int
    ) d) as delivered_orders,
    (select coalesce(sum(o.total_paise), 0)::int from orders o
      where o.user_id = $${n + 1}::text and o.payment_method <> 'online'
        and o.status in ('placed', 'accepted', 'preparing', 'out_for_delivery')) as open_at_door_paise
    from (${pricesText(n)}) p`,
);

/**
 * A price read; with a history asked for, how many orders the customer has had delivered (up to
 * the number asked) and what their open orders paid at the door come to.
 */
export type PriceRead = PricedItem[] & { deliveredOrders?: number; openAtDoorPaise?: number };

/** The order's own parameters, which come first. */
const ORDER_PARAMS = 19;
/** Parameters per line. */
const LINE_PARAMS = 9;

/** Line i's placeholders, in insertText's `l` column order. */
const linePlaceholders = (i: number) => {
  const p = (k: number) => `$${ORDER_PARAMS + 1 + i * LINE_PARAMS + k}`;
  return `(${p(0)}::uuid, ${p(1)}::text, ${p(2)}::text, ${p(3)}::int, ${p(4)}::int, ${p(5)}::int,
    ${p(6)}::jsonb, ${p(7)}::text, ${p(8)}::int)`;
};

/** insertOrder's statement for n lines; its parameters are listed there. */
const insertText = memoizedText(
  (n) => `
  with l(menu_item_id, name, unit, unit_price_paise, quantity, line_total_paise, options, note,
    base_price_paise) as (
    values ${Array.from({ length: n }, (_, i) => linePlaceholders(i)).join(', ')}
  ), moved as (
    select 1 from l
      left join menu_items mi on mi.id = l.menu_item_id
      left join menu_categories mc on mc.id = mi.category_id
    where mi.id is null
      or not ${ORDERABLE}
      or mi.price_paise <> l.base_price_paise or mi.name <> l.name or mi.unit <> l.unit
    union all
    -- Each chosen option must still exist, be available, belong to a group the item still offers,
    -- and carry the names and delta it was priced with.
    select 1 from l
      cross join lateral jsonb_to_recordset(l.options)
        as c("optionId" uuid, "groupId" uuid, "group" text, name text, "priceDeltaPaise" int)
      left join "options" o on o.id = c."optionId"
      left join option_groups g on g.id = o.group_id
      left join menu_item_option_groups link
        on link.menu_item_id = l.menu_item_id and link.group_id = o.group_id
    where o.id is null or link.group_id is null
      or not o.is_available
      or o.group_id <> c."groupId" or o.price_delta_paise <> c."priceDeltaPaise"
      or o.name <> c.name or g.name <> c."group"
    union all
    -- Each group the item offers now must be met by the choices as priced: a group made required,
    -- a required group newly attached, or a lower maximum refuses a cart priced under the old
    -- rules. The database keeps required = (min_choices >= 1), so the counts say it all.
    select 1 from l
      join menu_item_option_groups link on link.menu_item_id = l.menu_item_id
      join option_groups g on g.id = link.group_id
    where (select count(*) from jsonb_array_elements(l.options) c where (c->>'groupId')::uuid = g.id)
      not between g.min_choices and g.max_choices
  ), placed as (
    insert into orders (order_number, user_id, idempotency_key, status, payment_method, address,
      subtotal_paise, discount_paise, discount_code, delivery_fee_paise, total_paise, order_type,
      promised_minutes, taxable_paise, cgst_paise, sgst_paise, tax_added_paise, bill_terms, pay_by)
    select $1::text, $2::text, $3::text, $18::text, $4::text, $5::jsonb,
      $6::int, $7::int, $8::text, $9::int, $10::int, $11::text, $12::int,
      $13::int, $14::int, $15::int, $16::int, $17::jsonb, $19::timestamptz
    where not exists (select 1 from moved)
    returning id, order_number, status, user_id, created_at, updated_at
  ), placed_lines as (
    insert into order_items (order_id, menu_item_id, name, unit, unit_price_paise, quantity,
      line_total_paise, options, note)
    select placed.id, l.menu_item_id, l.name, l.unit, l.unit_price_paise, l.quantity,
      l.line_total_paise, l.options, l.note
    from placed, l
  ), first_event as (
    insert into order_status_events (order_id, from_status, to_status, actor_user_id, created_at)
    select placed.id, null, placed.status, $2::text, placed.created_at from placed
  )
  select placed.id, placed.created_at, placed.updated_at,
    u.phone_number as phone, u.name as name
  from placed left join users u on u.id = $2::text`,
);

/** A group as GROUPS_JSON writes it. */
type StoredGroup = Omit<PricedGroup, 'options' | 'selection'> & {
  selection: OptionSelection;
  options: Omit<PricedOption, 'priceDelta'>[];
};

const toPricedGroup = (g: StoredGroup): PricedGroup => ({
  ...g,
  options: g.options.map((o) => ({ ...o, priceDelta: toRupees(o.priceDeltaPaise) })),
});

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

export function createOrdersRepo(db: Db) {
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
        .select()
        .from(orderStatusEvents)
        .where(inArray(orderStatusEvents.orderId, ids))
        .orderBy(asc(orderStatusEvents.createdAt)),
      db.select().from(refunds).where(inArray(refunds.orderId, ids)).orderBy(desc(refunds.createdAt)),
    ]);
    return rows.map(({ order, phone, name }) => ({
      ...order,
      customerPhone: phone,
      customerName: name,
      lines: lines.filter((l) => l.orderId === order.id),
      events: events.filter((e) => e.orderId === order.id),
      refunds: refundRows.filter((r) => r.orderId === order.id),
    }));
  }

  /**
   * Items as checkout sees them: orderable only when active, in stock, not archived, in an active
   * category. With `history`, the same statement also counts the customer's delivered orders, up
   * to `atMost`, and sums their open orders paid at the door (the cap on those orders reads both).
   */
  async function pricedItems(
    tx: Tx | Db,
    ids: string[],
    history?: { userId: string; atMost: number },
  ): Promise<PriceRead> {
    if (ids.length === 0) return [];
    type Row = {
      id: string;
      name: string;
      unit: string;
      price_paise: number;
      orderable: boolean;
      groups: StoredGroup[] | string;
      delivered_orders?: number;
      open_at_door_paise?: number;
    };
    const rows = history
      ? await statementRows<Row>(
          tx,
          `checkout_prices_history_${ids.length}`,
          pricesWithHistoryText(ids.length),
          [...ids, history.userId, history.atMost],
        )
      : await statementRows<Row>(tx, `checkout_prices_${ids.length}`, pricesText(ids.length), ids);
    const items: PriceRead = rows.map((r) => ({
      id: r.id,
      name: r.name,
      unit: r.unit,
      pricePaise: r.price_paise,
      orderable: r.orderable,
      groups: (typeof r.groups === 'string' ? (JSON.parse(r.groups) as StoredGroup[]) : r.groups).map(
        toPricedGroup,
      ),
    }));
    if (history) {
      items.deliveredOrders = rows[0]?.delivered_orders ?? 0;
      items.openAtDoorPaise = rows[0]?.open_at_door_paise ?? 0;
    }
    return items;
  }

  /**
   * The code's row and the customer's history with it. With `lock`, the row stays locked until the
   * transaction ends, so concurrent orders with one code are counted one after another; and so
   * does the customer's row, so one customer's orders with two different codes are too (two
   * first-order codes at once must not both see "no earlier order").
   */
  async function discountInput(
    tx: Tx | Db,
    userId: string,
    code: string,
    lock: boolean,
  ): Promise<DiscountInput | undefined> {
    const query = tx.select().from(discountCodes).where(eq(discountCodes.code, code));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) return undefined;
    // After the code's row, always in this order, so two such transactions cannot deadlock.
    if (lock) await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    const [uses] = await tx
      .select({
        n: count(),
        unpaid: sql<number>`count(*) filter (where ${orders.status} = 'awaiting_payment')::int`,
      })
      .from(discountRedemptions)
      .innerJoin(orders, eq(orders.id, discountRedemptions.orderId))
      .where(
        and(
          eq(discountRedemptions.codeId, row.id),
          eq(discountRedemptions.userId, userId),
          ne(orders.status, 'cancelled'),
        ),
      );
    const [earlier] = await tx
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.userId, userId), ne(orders.status, 'cancelled')));
    return {
      id: row.id,
      rule: row,
      customerUses: uses?.n ?? 0,
      customerOrders: earlier?.n ?? 0,
      customerUnpaidUses: uses?.unpaid ?? 0,
    };
  }

  /**
   * The order, its lines, its first status event and its announcement to every instance in one
   * statement (one round trip instead of four, which is most of what a checkout costs). The first
   * event and the order share the statement's now(), so the history starts exactly at createdAt.
   * Answers the order as stored, with no read-back query.
   *
   * The statement re-reads every line's menu row and writes nothing unless each is still orderable
   * with the name, unit and price the draft was priced from, and each chosen option is still
   * offered for its item, available, with the names and delta it was priced with: the order is
   * only ever stored with the menu as it is at the moment of the write, so no transaction has to
   * span the price read and the write (decision 014).
   */
  async function insertOrder(
    tx: Tx | Db,
    userId: string,
    idempotencyKey: string,
    order: OrderDraft,
    opening: OrderOpening = PLACED,
  ): Promise<InsertOutcome> {
    const params: unknown[] = [
      order.orderNumber,
      userId,
      idempotencyKey,
      order.paymentMethod,
      // SQL null for pickup: JSON.stringify(null) would store the JSON value null, which the
      // orders_delivery_has_address check cannot tell from an address.
      order.address === null ? null : JSON.stringify(order.address),
      order.subtotalPaise,
      order.discountPaise,
      order.discountCode,
      order.deliveryFeePaise,
      order.totalPaise,
      order.orderType,
      order.promisedMinutes,
      order.taxablePaise,
      order.cgstPaise,
      order.sgstPaise,
      order.taxAddedPaise,
      JSON.stringify(order.billTerms),
      // $18 and $19: parameters, not another statement, so a cash checkout costs what it did.
      opening.status,
      opening.payBy,
    ];
    for (const l of order.lines)
      params.push(
        l.menuItemId,
        l.name,
        l.unit,
        l.unitPricePaise,
        l.quantity,
        l.lineTotalPaise,
        JSON.stringify(l.options),
        l.note,
        l.basePricePaise,
      );
    type Placed = {
      id: string;
      created_at: Date | string;
      updated_at: Date | string;
      phone: string | null;
      name: string | null;
    };
    let rows: Placed[];
    try {
      rows = await statementRows<Placed>(
        tx,
        `checkout_insert_${order.lines.length}`,
        insertText(order.lines.length),
        params,
      );
    } catch (error) {
      // Both are rare and leave nothing written: a statement fails whole.
      if (isUniqueViolation(error, 'orders_order_number_key')) return { ok: false, reason: 'number-taken' };
      if (isUniqueViolation(error, 'orders_user_idempotency_key')) return { ok: false, reason: 'key-taken' };
      throw error;
    }
    const [row] = rows;
    if (!row) return { ok: false, reason: 'menu-moved' };
    const createdAt = new Date(row.created_at);
    return {
      ok: true,
      order: {
        ...order,
        id: row.id,
        userId,
        idempotencyKey,
        status: opening.status,
        cancelReason: null,
        billNumber: null,
        billedAt: null,
        ticketPrintedAt: null,
        paymentStatus: 'pending',
        paidAt: null,
        payBy: opening.payBy,
        gatewayOrderId: null,
        gatewayPaymentId: null,
        paymentFailure: null,
        refundedPaise: 0,
        pinCheck: null,
        refunds: [],
        createdAt,
        updatedAt: new Date(row.updated_at),
        customerPhone: row.phone,
        customerName: row.name,
        events: [{ toStatus: opening.status, createdAt, reason: null }],
      },
    };
  }

  /**
   * Counts the order as one use of the code. Runs in the transaction that locked the code's row
   * (lockedDiscount), so concurrent uses are counted one after another; the condition is still the
   * last word on the limit.
   */
  async function countCodeUse(
    tx: Tx,
    codeId: string,
    userId: string,
    orderId: string,
  ): Promise<CodeUseOutcome> {
    const counted = await tx
      .update(discountCodes)
      .set({ usedCount: sql`${discountCodes.usedCount} + 1` })
      .where(
        and(
          eq(discountCodes.id, codeId),
          sql`(${discountCodes.maxUses} is null or ${discountCodes.usedCount} < ${discountCodes.maxUses})`,
        ),
      )
      .returning({ id: discountCodes.id });
    if (counted.length === 0) return { ok: false, reason: 'code-used-up' };
    await tx.insert(discountRedemptions).values({ codeId, userId, orderId });
    return { ok: true };
  }

  // The checkout's steps, on the database or inside the code's transaction. The service runs them
  // one after another, so the statements an order costs (decision 014 counts them) read off there.
  const checkoutSteps = (tx: Tx | Db) => ({
    pricedItems: (ids: string[], history?: { userId: string; atMost: number }) =>
      pricedItems(tx, ids, history),
    insertOrder: (userId: string, idempotencyKey: string, order: OrderDraft, opening?: OrderOpening) =>
      insertOrder(tx, userId, idempotencyKey, order, opening),
  });

  /** A checkout with a code: its steps, plus the two that must share a transaction with the write. */
  const codeSteps = (tx: Tx) => ({
    ...checkoutSteps(tx),
    /** The code and the customer's history with it; their rows stay locked until the transaction ends. */
    lockedDiscount: (userId: string, code: string) => discountInput(tx, userId, code, true),
    countCodeUse: (codeId: string, userId: string, orderId: string) =>
      countCodeUse(tx, codeId, userId, orderId),
  });

  return {
    /** Prices and the code's standing as they are now, without writing (the checkout preview). */
    async preview(userId: string, itemIds: string[], code: string) {
      return {
        items: await pricedItems(db, itemIds),
        discount: await discountInput(db, userId, code, false),
      };
    },

    /**
     * A checkout without a code: read prices, then write the order. The write is one statement,
     * atomic on its own, so no transaction is opened and a checkout costs two round trips.
     */
    checkout: checkoutSteps(db),

    /**
     * Runs a checkout with a code in one transaction: the code's row is locked and its use counted
     * with the order. Commits when `work` answers ok; any other answer rolls back everything the
     * steps wrote and is returned as it is.
     */
    async withCode<T extends { ok: boolean }>(
      work: (steps: ReturnType<typeof codeSteps>) => Promise<T>,
    ): Promise<T> {
      try {
        return await db.transaction(async (tx) => {
          const outcome = await work(codeSteps(tx));
          if (!outcome.ok) throw new RolledBack(outcome);
          return outcome;
        });
      } catch (error) {
        if (error instanceof RolledBack) return error.outcome as T;
        throw error;
      }
    },

    async idByIdempotencyKey(userId: string, key: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
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

    async countWithStatus(status: OrderStatus): Promise<number> {
      const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.status, status));
      return row?.n ?? 0;
    },

    /**
     * Records the first kitchen-ticket print. `update ... where ticket_printed_at is null` claims
     * it atomically: of two boards (or one that reloads) exactly one gets claimed = true. A
     * cancelled order is never claimed. Undefined when there is no such order.
     */
    async claimTicket(id: string, at: Date): Promise<TicketClaim | undefined> {
      const [claimed] = await db
        .update(orders)
        .set({ ticketPrintedAt: at })
        .where(
          and(
            eq(orders.id, id),
            isNull(orders.ticketPrintedAt),
            // Nothing to cook: cancelled, or not paid yet (the kitchen never sees it before).
            notInArray(orders.status, ['cancelled', 'awaiting_payment']),
          ),
        )
        .returning({ printedAt: orders.ticketPrintedAt, status: orders.status });
      if (claimed?.printedAt) return { claimed: true, printedAt: claimed.printedAt, status: claimed.status };
      const [row] = await db
        .select({ printedAt: orders.ticketPrintedAt, status: orders.status })
        .from(orders)
        .where(eq(orders.id, id));
      if (!row) return undefined;
      return { claimed: false, printedAt: row.printedAt, status: row.status };
    },

    /**
     * Moves only if the order is still in `from` (a concurrent move wins once). With `bill` (a
     * delivery), the same transaction takes the next number of the bill's financial year: the
     * counter row stays locked until the commit, so deliveries on every instance number one after
     * another, and a rollback gives the number back (no gaps, none twice; decision 021). A
     * delivery also marks an at-door order still pending paid, at the bill's moment.
     */
    async changeStatus(
      id: string,
      from: OrderStatus,
      to: OrderStatus,
      /** null when the system moved it (an unpaid online order expiring). */
      actorUserId: string | null,
      reason: string | null,
      bill?: BillIssue,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const moved = await tx
          .update(orders)
          .set({ status: to, updatedAt: new Date(), ...(to === 'cancelled' ? { cancelReason: reason } : {}) })
          .where(and(eq(orders.id, id), eq(orders.status, from)))
          .returning({ id: orders.id, billNumber: orders.billNumber });
        if (moved.length === 0) return false;
        // After the order's own row, always in this order, so two deliveries cannot deadlock.
        if (bill && moved[0]?.billNumber === null) {
          const [counter] = await tx
            .insert(billCounters)
            .values({ financialYear: bill.financialYear, lastNumber: 1 })
            .onConflictDoUpdate({
              target: billCounters.financialYear,
              set: { lastNumber: sql`${billCounters.lastNumber} + 1` },
            })
            .returning({ lastNumber: billCounters.lastNumber });
          if (!counter) throw new Error('the bill counter returned no row');
          await tx
            .update(orders)
            .set({
              billNumber: formatBillNumber(bill.prefix, bill.yearLabel, counter.lastNumber),
              billedAt: bill.at,
            })
            .where(and(eq(orders.id, id), isNull(orders.billNumber)));
        }
        if (to === 'delivered') {
          // Handed over: the rider or the counter took the money of an at-door order
          // (docs/product.md#online-payments). An order paid online was paid already.
          await tx
            .update(orders)
            .set({ paymentStatus: 'paid', paidAt: bill?.at ?? new Date() })
            .where(
              and(eq(orders.id, id), ne(orders.paymentMethod, 'online'), eq(orders.paymentStatus, 'pending')),
            );
        }
        await tx
          .insert(orderStatusEvents)
          .values({ orderId: id, fromStatus: from, toStatus: to, actorUserId, reason });
        if (to === 'cancelled') {
          // A cancelled order gives its code use back.
          const released = await tx
            .delete(discountRedemptions)
            .where(eq(discountRedemptions.orderId, id))
            .returning({ codeId: discountRedemptions.codeId });
          for (const { codeId } of released) {
            await tx
              .update(discountCodes)
              .set({ usedCount: sql`greatest(${discountCodes.usedCount} - 1, 0)` })
              .where(eq(discountCodes.id, codeId));
          }
        }
        return true;
      });
    },
  };
}

export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
export type CheckoutSteps = OrdersRepo['checkout'];
export type CodeCheckoutSteps = Parameters<Parameters<OrdersRepo['withCode']>[0]>[0];
