// A shift's figures as the records add them up (docs/product.md#cash-per-rider): deliveries, what
// was collected at doors, what was handed in. Read in one query for any set of shifts, on the
// database or inside a transaction (a hand-in computes its expected cash with the shift locked).
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/database.ts';
import { rawRows } from '#server/db/raw-rows.ts';
import { type CashSummary, cashSummary } from '#shared/dispatch/cash-ledger.ts';

export type ShiftFiguresRow = {
  shiftId: string;
  riderId: string;
  riderName: string;
  openedAt: string;
  closedAt: string | null;
  floatPaise: number;
  /** Cash taken at doors for the shop: without the tips taken in cash, which are the rider's. */
  cashPaise: number;
  upiPaise: number;
  cardPaise: number;
  handedInPaise: number;
  /** How many hand-ins the shift has had. */
  handIns: number;
  /** The sum of the hand-ins' counted - expected. */
  variancePaise: number;
  deliveries: number;
  failed: number;
  /** Deliveries assigned or picked up now. */
  carrying: number;
  /** Tips for the rider on the shift's deliveries taken in cash at the door: kept by the rider. */
  cashTipsPaise: number;
  /**
   * Tips on the shift's deliveries that reached the shop (UPI or card at the door, online, or added
   * after delivery and paid): the shop owes them to the rider and pays them from the drawer at the
   * day close (docs/product.md#tips).
   */
  owedTipsPaise: number;
};

const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The figures of the shifts `where` picks (a condition on `s`, the rider_shifts row), oldest first.
 * Amounts come back as float8 (exact below 2^53) and counts as int4: plain numbers on both drivers.
 */
export function shiftFigures(db: Db | Tx, where: SQL): Promise<ShiftFiguresRow[]> {
  return rawRows<ShiftFiguresRow>(
    db,
    sql`select
      s.id as "shiftId",
      s.rider_id as "riderId",
      u.name as "riderName",
      ${iso(sql`s.opened_at`)} as "openedAt",
      case when s.closed_at is null then null else ${iso(sql`s.closed_at`)} end as "closedAt",
      s.float_paise::float8 as "floatPaise",
      d.cash as "cashPaise",
      d.upi as "upiPaise",
      d.card as "cardPaise",
      h.handed_in as "handedInPaise",
      h.hand_ins as "handIns",
      h.variance as "variancePaise",
      d.delivered as "deliveries",
      d.failed as "failed",
      d.carrying as "carrying",
      d.cash_tips as "cashTipsPaise",
      (d.owed_tips + d.after_tips)::float8 as "owedTipsPaise"
    from rider_shifts s
    join users u on u.id = s.rider_id
    cross join lateral (
      select
        -- A tip taken in cash is the rider's: the cash they hold for the shop is the rest.
        coalesce(sum(dl.collected_paise - case when dl.status = 'delivered' then o.tip_paise else 0 end)
          filter (where dl.collected_method = 'cash'), 0)::float8 as cash,
        coalesce(sum(dl.collected_paise) filter (where dl.collected_method = 'upi'), 0)::float8 as upi,
        coalesce(sum(dl.collected_paise) filter (where dl.collected_method = 'card'), 0)::float8 as card,
        (count(*) filter (where dl.status = 'delivered'))::int as delivered,
        (count(*) filter (where dl.status = 'failed'))::int as failed,
        (count(*) filter (where dl.status in ('assigned', 'picked_up')))::int as carrying,
        coalesce(sum(o.tip_paise) filter (where dl.status = 'delivered' and dl.collected_method = 'cash'), 0)::float8
          as cash_tips,
        coalesce(sum(o.tip_paise) filter (where dl.status = 'delivered'
          and dl.collected_method is distinct from 'cash'), 0)::float8 as owed_tips,
        coalesce(sum((select coalesce(sum(t.amount_paise), 0) from order_tips t
          where t.delivery_id = dl.id and t.status = 'paid')), 0)::float8 as after_tips
      from deliveries dl join orders o on o.id = dl.order_id
      where dl.shift_id = s.id
    ) d
    cross join lateral (
      select
        coalesce(sum(counted_paise), 0)::float8 as handed_in,
        count(*)::int as hand_ins,
        coalesce(sum(counted_paise - expected_paise), 0)::float8 as variance
      from rider_cash_hand_ins where shift_id = s.id
    ) h
    where ${where}
    order by s.opened_at, s.id`,
  );
}

/** The shift's cash by the one formula (cashSummary): float + cash collected - handed in. */
export function shiftCash(row: ShiftFiguresRow): CashSummary {
  return cashSummary([
    { kind: 'float', paise: row.floatPaise },
    { kind: 'collected', method: 'cash', paise: row.cashPaise },
    { kind: 'collected', method: 'upi', paise: row.upiPaise },
    { kind: 'collected', method: 'card', paise: row.cardPaise },
    { kind: 'handed_in', paise: row.handedInPaise },
  ]);
}

/**
 * Minutes from packed to the door for each delivered delivery of the shifts: from the order's
 * last 'ready' status event before the Delivered tap, or from the pick-up when the order went out
 * straight from preparing (it never stood on the shelf).
 */
export function readyToDoorMinutes(
  db: Db | Tx,
  shiftIds: readonly string[],
): Promise<{ shiftId: string; minutes: number }[]> {
  if (shiftIds.length === 0) return Promise.resolve([]);
  return rawRows(
    db,
    sql`select d.shift_id as "shiftId",
        (extract(epoch from (d.finished_at - coalesce(r.ready_at, d.picked_up_at))) / 60)::float8 as "minutes"
      from deliveries d
      cross join lateral (
        select max(e.created_at) as ready_at
        from order_status_events e
        where e.order_id = d.order_id and e.to_status = 'ready' and e.created_at <= d.finished_at
      ) r
      where d.status = 'delivered'
        and d.finished_at is not null
        and coalesce(r.ready_at, d.picked_up_at) is not null
        and d.shift_id in (${sql.join(
          shiftIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
  );
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
