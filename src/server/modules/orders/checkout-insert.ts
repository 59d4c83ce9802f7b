// The checkout's write (decision 014): the order, its lines and its first status event in one
// statement that re-reads the menu and writes nothing if what was priced has moved since.
import type { Db, Tx } from '#server/db/database.ts';
import { isCheckViolation, isDeadlock, isUniqueViolation } from '#server/db/postgres-errors.ts';
import { memoizedText, statementRows } from '#server/db/raw-rows.ts';
import type { AddressSnapshot, OrderLineOption } from '#server/db/schema.ts';
import type { BillTerms } from '#shared/billing/billing-settings.ts';

import type { Language } from '#shared/i18n/languages.ts';
import type { ShopDay } from '#shared/order-book/shop-day.ts';
import type { CounterKind, OrderChannel, OrderType, PaymentMethod } from '#shared/orders.ts';
import type { EstimateParts } from '#shared/promise/forecast.ts';
import { SLOT_CONSTRAINT } from '#shared/stock-and-time/later-orders.ts';
import { STOCK_CONSTRAINTS } from '#shared/stock-and-time/stock.ts';
import { ORDERABLE } from './checkout-price-read.ts';
import type { OrderRecord } from './order-records.ts';

export type OrderDraft = {
  discountCode: string | null;
  orderNumber: string;
  paymentMethod: PaymentMethod;
  orderType: OrderType;
  /** null for pickup. */
  address: AddressSnapshot | null;
  promisedMinutes: number;
  /** Where the estimate shown said the minutes would go; null without a forecast. */
  estimate: EstimateParts | null;
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
  /**
   * Whether a line's item or a chosen option was counted when priced: the write then takes stock.
   * A cart of uncounted items uses a statement without that step, which refuses (menu-moved) if
   * one became counted since the read, so the next attempt takes it.
   */
  takesStock: boolean;
  subtotalPaise: number;
  discountPaise: number;
  deliveryFeePaise: number;
  /** GST as orderTax computed it from billTerms (shared/billing/tax.ts). */
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  taxAddedPaise: number;
  /** The bill's 'Round off' line, as orderTax computed it; in totalPaise. */
  roundOffPaise: number;
  /** The tip for the rider, outside the supply (docs/product.md#tips); in totalPaise. 0 for none. */
  tipPaise: number;
  totalPaise: number;
  /** The settings' legal and tax details at this moment, kept for the bill. */
  billTerms: BillTerms;
  /** Where the order came from and the shop day it is counted on (docs/product.md#one-order-book). */
  book: OrderBook;
  /** The language the customer ordered in (docs/product.md#languages); 'en' for staff orders. */
  language: Language;
  /**
   * An order for later today (docs/product.md#orders-for-later-today): its slot, when it joins the
   * kitchen's queue, and the slot's capacity now. Absent or null = as soon as possible.
   */
  later?: { scheduledFor: Date; releaseAt: Date; slotCapacity: number } | null;
};

/** A counted item's or option's count after this order took from it (docs/product.md#counted-stock). */
export type StockTaken = { kind: 'item' | 'option'; id: string; left: number; lowAt: number | null };

/**
 * An order's place in the order book. shopDay is the day it was taken on (shopDayOf); the
 * database moves it to the next open day when that day's close already stands.
 */
export type OrderBook = {
  channel: OrderChannel;
  /** The staff member who took a counter or phone order; null online. */
  takenBy: string | null;
  /** A counter order's token; null otherwise. */
  token: number | null;
  counterKind: CounterKind | null;
  shopDay: ShopDay;
  /** Why a manager took money off by hand; null when there is no such discount. */
  discountReason: string | null;
};

/** An online order's book entry on `shopDay`. */
export const onlineBook = (shopDay: ShopDay): OrderBook => ({
  channel: 'online',
  takenBy: null,
  token: null,
  counterKind: null,
  shopDay,
  discountReason: null,
});

/** What writing the order came to. On a refusal nothing was written and the caller may try again. */
export type InsertOutcome =
  | { ok: true; order: OrderRecord; took: StockTaken[] }
  /** A line's menu row, or one of its chosen options, changed after it was priced (decision 014). */
  | { ok: false; reason: 'menu-moved' }
  /** Another order drew the same order number. */
  | { ok: false; reason: 'number-taken' }
  /**
   * The idempotency key is already an order: the same checkout or pad order, sent again. `index`
   * says whose key it is: a customer's online checkout (orders_user_idempotency_key) or a staff
   * order (orders_staff_idempotency_key); a pad key equal to the customer's checkout key is not
   * the pad's order sent again.
   */
  | { ok: false; reason: 'key-taken'; index: 'online' | 'staff' }
  /** Another counter order of the same shop day has this token. */
  | { ok: false; reason: 'token-taken' }
  /** A counted item or option has fewer left than the order asks for; nothing was taken. */
  | { ok: false; reason: 'sold-out' }
  /** The chosen slot for later already holds as many orders as it takes. */
  | { ok: false; reason: 'slot-full' };

/**
 * How a new order enters its life: placed (paid at the door: the kitchen sees it at once), or
 * awaiting payment until `payBy` (paid online, docs/product.md#online-payments).
 */
export type OrderOpening = { status: 'placed'; payBy: null } | { status: 'awaiting_payment'; payBy: Date };

export const PLACED: OrderOpening = { status: 'placed', payBy: null };

/** The order's own parameters, which come first. */
const ORDER_PARAMS = 32;
/** Parameters per line. */
const LINE_PARAMS = 9;

/** Line i's placeholders, in insertText's `l` column order. */
const linePlaceholders = (i: number) => {
  const p = (k: number) => `$${ORDER_PARAMS + 1 + i * LINE_PARAMS + k}`;
  return `(${p(0)}::uuid, ${p(1)}::text, ${p(2)}::text, ${p(3)}::int, ${p(4)}::int, ${p(5)}::int,
    ${p(6)}::jsonb, ${p(7)}::text, ${p(8)}::int)`;
};

/** The statement's key: its number of lines, and whether it takes counted stock (the low bit). */
const statementKey = (lines: number, takesStock: boolean) => lines * 2 + (takesStock ? 1 : 0);

/**
 * insertOrder's statement for a key (statementKey); its parameters are listed there. Without
 * stock to take, an item or option counted since the price read counts as moved (the next
 * attempt prices it as counted), so a cart of uncounted items pays nothing for counting.
 */
const insertText = memoizedText((key) => {
  const n = key >> 1;
  const takesStock = (key & 1) === 1;
  const newlyCounted = (alias: string) => (takesStock ? '' : ` or ${alias}.stock_left is not null`);
  return `
  with l(menu_item_id, name, unit, unit_price_paise, quantity, line_total_paise, options, note,
    base_price_paise) as (
    values ${Array.from({ length: n }, (_, i) => linePlaceholders(i)).join(', ')}
  ), moved as (
    select 1 from l
      left join menu_items mi on mi.id = l.menu_item_id
      left join menu_categories mc on mc.id = mi.category_id
    where mi.id is null
      or not ${ORDERABLE}
      or mi.price_paise <> l.base_price_paise or mi.name <> l.name or mi.unit <> l.unit${newlyCounted('mi')}
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
      or o.name <> c.name or g.name <> c."group"${newlyCounted('o')}
    union all
    -- Each group the item offers now must be met by the choices as priced: a group made required,
    -- a required group newly attached, or a lower maximum refuses a cart priced under the old
    -- rules. The database keeps required = (min_choices >= 1), so the counts say it all.
    select 1 from l
      join menu_item_option_groups link on link.menu_item_id = l.menu_item_id
      join option_groups g on g.id = link.group_id
    where (select count(*) from jsonb_array_elements(l.options) c where (c->>'groupId')::uuid = g.id)
      not between g.min_choices and g.max_choices
  ), ${
    takesStock
      ? `took_items as (
    -- Counted stock (docs/product.md#counted-stock), taken with no read first: the row lock makes
    -- concurrent checkouts take in turn, each from the count the one before left, and the
    -- menu_items_stock_left_not_negative check fails the whole statement (nothing written) for the
    -- one that would go below zero.
    update menu_items mi set stock_left = mi.stock_left - q.n
    from (select menu_item_id, sum(quantity)::int as n from l group by menu_item_id) q
    where mi.id = q.menu_item_id and mi.stock_left is not null and not exists (select 1 from moved)
    returning mi.id, mi.stock_left, mi.stock_low_at
  ), took_options as (
    update "options" o set stock_left = o.stock_left - q.n
    from (select (c->>'optionId')::uuid as option_id, sum(l.quantity)::int as n
          from l cross join lateral jsonb_array_elements(l.options) c group by 1) q
    where o.id = q.option_id and o.stock_left is not null and not exists (select 1 from moved)
    returning o.id, o.stock_left, o.stock_low_at
  ), `
      : ''
  }slot as (
    -- An order for later takes a place in its slot; order_slots_within_capacity refuses the one
    -- that would overfill it, on any instance (docs/product.md#orders-for-later-today).
    insert into order_slots (slot_at, taken, capacity)
    select $29::timestamptz, 1, $31::int
    where $29::timestamptz is not null and not exists (select 1 from moved)
    on conflict (slot_at) do update set taken = order_slots.taken + 1, capacity = excluded.capacity
    returning 1
  ), placed as (
    insert into orders (order_number, user_id, idempotency_key, status, payment_method, address,
      subtotal_paise, discount_paise, discount_code, delivery_fee_paise, total_paise, order_type,
      promised_minutes, taxable_paise, cgst_paise, sgst_paise, tax_added_paise, bill_terms, pay_by,
      estimate, channel, taken_by, token, counter_kind, shop_day, discount_reason, language, tip_paise,
      scheduled_for, release_at, round_off_paise)
    select $1::text, $2::text, $3::text, $18::text, $4::text, $5::jsonb,
      $6::int, $7::int, $8::text, $9::int, $10::int, $11::text, $12::int,
      $13::int, $14::int, $15::int, $16::int, $17::jsonb, $19::timestamptz, $20::jsonb,
      $21::text, $22::text, $23::int, $24::text, $25::date, $26::text, $27::text, $28::int,
      $29::timestamptz, $30::timestamptz, $32::int
    where not exists (select 1 from moved)
    returning id, order_number, status, user_id, created_at, updated_at, shop_day
  ), placed_lines as (
    insert into order_items (order_id, menu_item_id, name, unit, unit_price_paise, quantity,
      line_total_paise, options, note)
    select placed.id, l.menu_item_id, l.name, l.unit, l.unit_price_paise, l.quantity,
      l.line_total_paise, l.options, l.note
    from placed, l
  ), first_event as (
    -- Placed by its customer online, by the staff member who took it at the counter or the phone.
    insert into order_status_events (order_id, from_status, to_status, actor_user_id, created_at)
    select placed.id, null, placed.status, coalesce($22::text, $2::text), placed.created_at from placed
  )
  select placed.id, placed.created_at, placed.updated_at, placed.shop_day::text as shop_day,
    u.phone_number as phone, u.name as name,
    -- What the order took from counted stock, for the menu's refresh and the board's low-stock
    -- warning; null when nothing it holds is counted.
    ${
      takesStock
        ? `(select json_agg(t) from (
      select 'item' as kind, id, stock_left as "left", stock_low_at as "lowAt" from took_items
      union all
      select 'option', id, stock_left, stock_low_at from took_options) t)`
        : 'null::json'
    } as took
  from placed left join users u on u.id = $2::text`;
});

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
export async function insertOrder(
  tx: Tx | Db,
  /** The customer; null only for a counter sale to a walk-in. */
  userId: string | null,
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
    // $18 to $20: parameters, not another statement, so a cash checkout costs what it did.
    opening.status,
    opening.payBy,
    // $20: SQL null without a forecast, as for the address.
    order.estimate === null ? null : JSON.stringify(order.estimate),
    // $21 to $26: the order book (channel, who took it, token, counter kind, shop day, manual discount).
    order.book.channel,
    order.book.takenBy,
    order.book.token,
    order.book.counterKind,
    order.book.shopDay,
    order.book.discountReason,
    // $27: the language the customer ordered in (their messages speak it).
    order.language,
    // $28: the tip for the rider (in total_paise, outside the supply).
    order.tipPaise,
    // $29 to $31: an order for later: its slot, when the kitchen gets it, the slot's capacity.
    order.later?.scheduledFor ?? null,
    order.later?.releaseAt ?? null,
    order.later?.slotCapacity ?? null,
    // $32: the bill's round-off (in total_paise, docs/product.md#round-off).
    order.roundOffPaise,
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
    shop_day: string;
    phone: string | null;
    name: string | null;
    took: StockTaken[] | null;
  };
  let rows: Placed[];
  try {
    rows = await statementRows<Placed>(
      tx,
      `checkout_insert_${order.lines.length}${order.takesStock ? '_stock' : ''}`,
      insertText(statementKey(order.lines.length, order.takesStock)),
      params,
    );
  } catch (error) {
    // Both are rare and leave nothing written: a statement fails whole.
    if (isUniqueViolation(error, 'orders_order_number_key')) return { ok: false, reason: 'number-taken' };
    if (isUniqueViolation(error, 'orders_user_idempotency_key'))
      return { ok: false, reason: 'key-taken', index: 'online' };
    if (isUniqueViolation(error, 'orders_staff_idempotency_key'))
      return { ok: false, reason: 'key-taken', index: 'staff' };
    // A counter token is handed out once a day: the caller decides what a taken one means.
    if (isUniqueViolation(error, 'orders_shop_day_token_key')) return { ok: false, reason: 'token-taken' };
    // Counted stock or a slot ran out between the price read and the write: the caller says how
    // many are left, or that the slot is full.
    if (isCheckViolation(error, STOCK_CONSTRAINTS.item) || isCheckViolation(error, STOCK_CONSTRAINTS.option))
      return { ok: false, reason: 'sold-out' };
    if (isCheckViolation(error, SLOT_CONSTRAINT)) return { ok: false, reason: 'slot-full' };
    // Two checkouts taking the same counted items in opposite orders: one is chosen to fail and
    // nothing of it was written; the caller prices and tries again.
    if (isDeadlock(error)) return { ok: false, reason: 'menu-moved' };
    throw error;
  }
  const [row] = rows;
  if (!row) return { ok: false, reason: 'menu-moved' };
  const createdAt = new Date(row.created_at);
  return {
    ok: true,
    took: row.took ?? [],
    order: {
      ...order,
      ...order.book,
      shopDay: row.shop_day,
      externalOrderId: null,
      platformCollectedGst: false,
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
      scheduledFor: order.later?.scheduledFor ?? null,
      releaseAt: order.later?.releaseAt ?? null,
      events: [{ toStatus: opening.status, createdAt, reason: null }],
    },
  };
}
