// The checkout's price read (decision 012): one statement per number of lines, written as SQL text
// once, that brings each item's price, whether it can be ordered now and its option groups, and for
// an order paid at the door the customer's history that the cash cap reads.
import type { Db, Tx } from '#server/db/database.ts';
import { memoizedText, statementRows } from '#server/db/raw-rows.ts';
import type { OptionChoice, OptionGroupRules, OptionSelection } from '#shared/catalog/item-options.ts';
import { toRupees } from '#shared/money.ts';
import type { TimeWindow } from '#shared/stock-and-time/time-windows.ts';

/** An option as checkout prices it: the shared rules' shape (rupees) plus its delta in paise. */
export type PricedOption = OptionChoice & {
  priceDeltaPaise: number;
  /** Counted stock left today (docs/product.md#counted-stock); null = not counted. */
  stockLeft: number | null;
};
export type PricedGroup = Omit<OptionGroupRules, 'options'> & { options: PricedOption[] };
export type PricedItem = {
  id: string;
  name: string;
  unit: string;
  pricePaise: number;
  orderable: boolean;
  /** The item's option groups as they are now, in display order ([] for one-tap items). */
  groups: PricedGroup[];
  /** Counted stock left today (docs/product.md#counted-stock); null = not counted. */
  stockLeft: number | null;
  /** When the item and its category are served (docs/product.md#menus-by-time-of-day); [] = always. */
  timeWindows: TimeWindow[];
  categoryWindows: TimeWindow[];
};

// The two statements every checkout runs (this read and checkout-insert.ts's write), written as SQL
// text once per number of lines: building them with the query builder on every order cost more than
// running them.

/**
 * Whether a menu row (mi) can be ordered now: active, in stock, not archived (deleted), and in an
 * active category (mc).
 */
export const ORDERABLE =
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
          'isDefault', o.is_default, 'available', o.is_available, 'stockLeft', o.stock_left)
          order by o.display_order, o.name)
        from "options" o where o.group_id = g.id), '[]'::json)
    ) order by link.display_order, g.id)
    from menu_item_option_groups link join option_groups g on g.id = link.group_id
    where link.menu_item_id = mi.id), '[]'::json)`;

/** The menu rows of n items ($1..$n), with whether each can be ordered now and its option groups. */
const pricesText = memoizedText(
  (n) => `select mi.id, mi.name, mi.unit, mi.price_paise, ${ORDERABLE} as orderable,
      ${GROUPS_JSON} as groups, mi.stock_left, mi.time_windows,
      coalesce(mc.time_windows, '[]'::jsonb) as category_windows
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
        and o.status in ('placed', 'accepted', 'preparing', 'ready', 'out_for_delivery')) as open_at_door_paise
    from (${pricesText(n)}) p`,
);

/**
 * A price read; with a history asked for, how many orders the customer has had delivered (up to
 * the number asked) and what their open orders paid at the door come to.
 */
export type PriceRead = PricedItem[] & { deliveredOrders?: number; openAtDoorPaise?: number };

/** A group as GROUPS_JSON writes it. */
type StoredGroup = Omit<PricedGroup, 'options' | 'selection'> & {
  selection: OptionSelection;
  options: Omit<PricedOption, 'priceDelta'>[];
};

/** A json or jsonb column: PGlite may hand json as text. */
const jsonValue = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

const toPricedGroup = (g: StoredGroup): PricedGroup => ({
  ...g,
  options: g.options.map((o) => ({ ...o, priceDelta: toRupees(o.priceDeltaPaise) })),
});

/**
 * Items as checkout sees them: orderable only when active, in stock, not archived, in an active
 * category. With `history`, the same statement also counts the customer's delivered orders, up
 * to `atMost`, and sums their open orders paid at the door (the cap on those orders reads both).
 */
export async function pricedItems(
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
    stock_left: number | null;
    time_windows: TimeWindow[] | string;
    category_windows: TimeWindow[] | string;
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
    stockLeft: r.stock_left,
    timeWindows: jsonValue(r.time_windows),
    categoryWindows: jsonValue(r.category_windows),
  }));
  if (history) {
    items.deliveredOrders = rows[0]?.delivered_orders ?? 0;
    items.openAtDoorPaise = rows[0]?.open_at_door_paise ?? 0;
  }
  return items;
}
