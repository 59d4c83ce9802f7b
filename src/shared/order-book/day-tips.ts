// The day close's tips for riders (docs/product.md#tips), per rider: the tips of the day's
// delivered orders and those added after delivery and paid on the day. A tip taken in cash at the
// door is the rider's at once; any other (UPI, card, online) the shop received for the rider and
// pays out of the drawer at the close. A tip of a delivery no rider delivered has no one to pay.
import { toRupees } from '../money.ts';
import type { DayOrder, DayTip, TipMethod } from './day-rows.ts';
import type { ShopDay } from './shop-day.ts';

type TipLine = {
  riderId: string | null;
  name: string | null;
  method: TipMethod;
  after: boolean;
  paise: number;
};

const paiseOf = (lines: readonly TipLine[]) => lines.reduce((total, line) => total + line.paise, 0);

/** How an order's tip was paid, when the delivery did not say. */
const tipMethodOf = (order: Pick<DayOrder, 'paymentMethod' | 'tipMethod'>): TipMethod =>
  order.paymentMethod === 'online'
    ? 'online'
    : (order.tipMethod ?? (order.paymentMethod === 'cod' ? 'cash' : order.paymentMethod));

/** Each tip of `day` as a line: the delivered orders' (`ofDay` is the day's orders), then the later ones. */
function tipLinesOf(day: ShopDay, ofDay: readonly DayOrder[], tips: readonly DayTip[]): TipLine[] {
  return [
    ...ofDay
      .filter((o) => o.status === 'delivered' && (o.tipPaise ?? 0) > 0)
      .map((o) => ({
        riderId: o.rider?.id ?? null,
        name: o.rider?.name ?? null,
        method: tipMethodOf(o),
        after: false,
        paise: o.tipPaise ?? 0,
      })),
    ...tips
      .filter((t) => t.shopDay === day)
      .map((t) => ({
        riderId: t.riderId,
        name: t.name,
        method: 'online' as const,
        after: true,
        paise: t.amountPaise,
      })),
  ];
}

/** One rider's tips of the day, and (in paise) what the drawer owes them and what they kept in cash. */
function riderTips(riderId: string | null, name: string | null, lines: readonly TipLine[]) {
  const of = (method: TipMethod) => paiseOf(lines.filter((l) => l.method === method));
  const cash = of('cash');
  const owed = riderId === null ? 0 : paiseOf(lines) - cash;
  return {
    riderId,
    name,
    cash: toRupees(cash),
    upi: toRupees(of('upi')),
    card: toRupees(of('card')),
    online: toRupees(of('online')),
    afterDelivery: toRupees(paiseOf(lines.filter((l) => l.after))),
    total: toRupees(paiseOf(lines)),
    // What the shop received for the rider and pays them from the drawer at the close.
    paidFromDrawer: toRupees(owed),
    owedPaise: owed,
    cashPaise: riderId === null ? 0 : cash,
  };
}

/** The day's tips by rider (named riders by name, then the tips no rider delivered) and every line. */
export function dayTips(day: ShopDay, ofDay: readonly DayOrder[], tips: readonly DayTip[]) {
  const tipLines = tipLinesOf(day, ofDay, tips);
  const byRider = new Map<string, { riderId: string | null; name: string | null; lines: TipLine[] }>();
  for (const line of tipLines) {
    const key = line.riderId ?? '';
    const was = byRider.get(key) ?? { riderId: line.riderId, name: line.name, lines: [] };
    was.lines.push(line);
    byRider.set(key, was);
  }
  const tipsByRider = [...byRider.values()]
    .sort(
      (a, b) =>
        Number(a.riderId === null) - Number(b.riderId === null) ||
        (a.name ?? '').localeCompare(b.name ?? '') ||
        (a.riderId ?? '').localeCompare(b.riderId ?? ''),
    )
    .map(({ riderId, name, lines }) => riderTips(riderId, name, lines));
  return { tipsByRider, tipLines };
}
