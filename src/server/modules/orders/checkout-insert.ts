// The checkout's write (decision 014): the order, its lines and its first status event in one
// statement that re-reads the menu and writes nothing if what was priced has moved since.
import type { Db, Tx } from '#server/db/database.ts';
import { isUniqueViolation } from '#server/db/postgres-errors.ts';
import { memoizedText, statementRows } from '#server/db/raw-rows.ts';
import type { AddressSnapshot, OrderLineOption } from '#server/db/schema.ts';
import type { BillTerms } from '#shared/billing/billing-settings.ts';

import type { Language } from '#shared/i18n/languages.ts';
import type { ShopDay } from '#shared/order-book/shop-day.ts';
import type { CounterKind, OrderChannel, OrderType, PaymentMethod } from '#shared/orders.ts';
import type { EstimateParts } from '#shared/promise/forecast.ts';
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
  subtotalPaise: number;
  discountPaise: number;
  deliveryFeePaise: number;
  /** GST as orderTax computed it from billTerms (shared/billing/tax.ts). */
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  taxAddedPaise: number;
  /** The tip for the rider, outside the supply (docs/product.md#tips); in totalPaise. 0 for none. */
  tipPaise: number;
  totalPaise: number;
  /** The settings' legal and tax details at this moment, kept for the bill. */
  billTerms: BillTerms;
  /** Where the order came from and the shop day it is counted on (docs/product.md#one-order-book). */
  book: OrderBook;
  /** The language the customer ordered in (docs/product.md#languages); 'en' for staff orders. */
  language: Language;
};

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
  | { ok: true; order: OrderRecord }
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
  | { ok: false; reason: 'token-taken' };

/**
 * How a new order enters its life: placed (paid at the door: the kitchen sees it at once), or
 * awaiting payment until `payBy` (paid online, docs/product.md#online-payments).
 */
export type OrderOpening = { status: 'placed'; payBy: null } | { status: 'awaiting_payment'; payBy: Date };

export const PLACED: OrderOpening = { status: 'placed', payBy: null };

/** The order's own parameters, which come first. */
const ORDER_PARAMS = 28;
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
      promised_minutes, taxable_paise, cgst_paise, sgst_paise, tax_added_paise, bill_terms, pay_by,
      estimate, channel, taken_by, token, counter_kind, shop_day, discount_reason, language, tip_paise)
    select $1::text, $2::text, $3::text, $18::text, $4::text, $5::jsonb,
      $6::int, $7::int, $8::text, $9::int, $10::int, $11::text, $12::int,
      $13::int, $14::int, $15::int, $16::int, $17::jsonb, $19::timestamptz, $20::jsonb,
      $21::text, $22::text, $23::int, $24::text, $25::date, $26::text, $27::text, $28::int
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
    u.phone_number as phone, u.name as name
  from placed left join users u on u.id = $2::text`,
);

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
    if (isUniqueViolation(error, 'orders_user_idempotency_key'))
      return { ok: false, reason: 'key-taken', index: 'online' };
    if (isUniqueViolation(error, 'orders_staff_idempotency_key'))
      return { ok: false, reason: 'key-taken', index: 'staff' };
    // A counter token is handed out once a day: the caller decides what a taken one means.
    if (isUniqueViolation(error, 'orders_shop_day_token_key')) return { ok: false, reason: 'token-taken' };
    throw error;
  }
  const [row] = rows;
  if (!row) return { ok: false, reason: 'menu-moved' };
  const createdAt = new Date(row.created_at);
  return {
    ok: true,
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
      events: [{ toStatus: opening.status, createdAt, reason: null }],
    },
  };
}
