// "Where the minutes go" as CSV (docs/product.md#where-the-minutes-go): one line per delivered
// delivery order, written with the shared CSV cells (every text quoted, formula starts made
// inert). Times are the shop's wall clock; minutes have one decimal, as on screen.
import { csvLine as line, textCell } from '#server/http/csv-cells.ts';
import { SHOP_TIME_ZONE } from '#shared/constants.ts';
import type { PromiseOrderRow } from './promise.repo.ts';
import { isOnTime, oneDecimal, orderLegs } from './promise-report.ts';

const COLUMNS = [
  'Order number',
  `Placed at (${SHOP_TIME_ZONE})`,
  'Accepted at',
  'Ready at',
  'Picked up at',
  'Delivered at',
  'Placed to accepted (min)',
  'Kitchen (min)',
  'On the shelf (min)',
  'On the road (min)',
  'Placed to delivered (min)',
  'Promised (min)',
  'On time',
  'Rider',
  'Categories',
];

const shopClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** An instant as 'YYYY-MM-DD HH:MM:SS' on the shop's clock; '' for a step the order skipped. */
export function shopTime(iso: string | null): string {
  if (iso === null) return '';
  const parts = shopClock.formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

const minutesCell = (minutes: number | null) => (minutes === null ? '' : oneDecimal(minutes).toFixed(1));

export function promiseCsvHeader(): string {
  return line(COLUMNS.map(textCell));
}

export function promiseCsvRow(row: PromiseOrderRow): string {
  const legs = orderLegs(row);
  return line([
    textCell(row.orderNumber),
    textCell(shopTime(row.placedAt)),
    textCell(shopTime(row.acceptedAt)),
    textCell(shopTime(row.readyAt)),
    textCell(shopTime(row.pickedUpAt)),
    textCell(shopTime(row.deliveredAt)),
    minutesCell(legs.toAccept),
    minutesCell(legs.kitchen),
    minutesCell(legs.shelf),
    minutesCell(legs.road),
    minutesCell(legs.total),
    String(row.promisedMinutes),
    textCell(isOnTime(row, legs) ? 'yes' : 'no'),
    textCell(row.riderName),
    textCell(row.categories.map((c) => c.name).join('; ')),
  ]);
}
