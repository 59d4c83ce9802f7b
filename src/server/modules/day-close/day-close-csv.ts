// The day close as CSV (docs/product.md#the-day-close): one line per figure, in the order the page
// prints them, with the shared CSV cells (every text quoted, a formula start made inert: a
// refund's reason or a rider's name is typed by people).
import { csvLine as line, rupeesCell, textCell } from '#server/http/csv-cells.ts';
import type { DayClose } from '#shared/api/day-close.ts';
import { ROUND_OFF_LABEL } from '#shared/billing/round-off-line.ts';
import { SHOP_TIME_ZONE } from '#shared/constants.ts';
import { toPaise } from '#shared/money.ts';
import { CHANNEL_LABELS } from '#shared/order-book/channels.ts';
import { PAYMENT_LABELS } from '#shared/orders.ts';

const COLUMNS = ['Section', 'Line', 'Detail', 'Orders', 'Amount (INR)'];

type Row = { section: string; line: string; detail?: string | null; orders?: number; amount?: number | null };

function row({ section, line: name, detail, orders, amount }: Row): string {
  return line([
    textCell(section),
    textCell(name),
    textCell(detail ?? null),
    orders === undefined ? '' : String(orders),
    amount === undefined || amount === null ? '' : rupeesCell(toPaise(amount)),
  ]);
}

export function dayCloseCsv(close: DayClose): { fileName: string; text: string } {
  const f = close.figures;
  const standing = close.state === 'closed' ? close.closes[0] : undefined;
  const rows: Row[] = [
    // The first line says the export's period and zone; the close's own time is UTC (its ISO 'Z').
    {
      section: `Shop day (${SHOP_TIME_ZONE})`,
      line: f.shopDay,
      detail: close.state === 'closed' ? 'Closed' : 'Open',
    },
    ...f.byChannel.map((c) => ({
      section: 'Sales by channel',
      line: CHANNEL_LABELS[c.channel],
      orders: c.orders,
      amount: c.amount,
    })),
    ...f.byMethod.map((m) => ({
      section: 'Sales by payment method',
      line: PAYMENT_LABELS[m.method],
      orders: m.orders,
      amount: m.amount,
    })),
    { section: 'Sales', line: 'Sold', orders: f.sold.orders, amount: f.sold.amount },
    { section: 'Sales', line: 'Cancelled before payment', orders: f.cancelled },
    { section: 'Sales', line: 'Items', amount: f.items },
    { section: 'Sales', line: 'Discounts by code', amount: -f.discounts.code },
    { section: 'Sales', line: 'Discounts by hand', amount: -f.discounts.manual },
    { section: 'Sales', line: 'Delivery fees', amount: f.deliveryFees },
    { section: 'Sales', line: 'GST added', amount: f.taxAdded },
    ...(f.roundOff ? [{ section: 'Sales', line: ROUND_OFF_LABEL, amount: f.roundOff }] : []),
    ...f.gst.flatMap((g) => [
      { section: `GST ${g.ratePercent}%`, line: 'Taxable value', amount: g.taxable },
      { section: `GST ${g.ratePercent}%`, line: 'CGST', amount: g.cgst },
      { section: `GST ${g.ratePercent}%`, line: 'SGST', amount: g.sgst },
    ]),
    ...(f.gstRefunded ?? []).flatMap((g) => [
      { section: `GST ${g.ratePercent}%`, line: 'Taxable value given back on refunds', amount: -g.taxable },
      { section: `GST ${g.ratePercent}%`, line: 'CGST given back on refunds', amount: -g.cgst },
      { section: `GST ${g.ratePercent}%`, line: 'SGST given back on refunds', amount: -g.sgst },
    ]),
    { section: 'Online payments', line: 'Captured', orders: f.online.orders, amount: f.online.captured },
    { section: 'Online payments', line: 'Refunded', amount: f.online.refunded },
    ...f.riders.flatMap((r) => [
      { section: `Rider ${r.name}`, line: 'Cash taken', amount: r.cash },
      { section: `Rider ${r.name}`, line: 'UPI taken', amount: r.upi },
      { section: `Rider ${r.name}`, line: 'Card taken', amount: r.card },
      { section: `Rider ${r.name}`, line: 'Cash expected', amount: r.expectedCash },
      { section: `Rider ${r.name}`, line: 'Handed in', amount: r.handedIn },
      { section: `Rider ${r.name}`, line: 'Variance', amount: r.variance },
    ]),
    { section: 'Counter drawer', line: 'Opening float', amount: f.drawer.openingFloat },
    { section: 'Counter drawer', line: 'Cash sales', amount: f.drawer.cashSales },
    {
      section: 'Counter drawer',
      line: 'Cash from deliveries without a rider',
      amount: f.drawer.noRiderCash ?? 0,
    },
    { section: 'Counter drawer', line: 'Riders’ hand-ins', amount: f.drawer.riderHandIns },
    { section: 'Counter drawer', line: 'Cash refunds', amount: -f.drawer.cashRefunds },
    { section: 'Counter drawer', line: 'Expected', amount: f.drawer.expected },
    ...(standing
      ? [
          { section: 'Counter drawer', line: 'Counted', amount: standing.countedCash },
          {
            section: 'Counter drawer',
            line: 'Variance',
            detail: standing.varianceReason,
            amount: standing.variance,
          },
        ]
      : []),
    ...f.refunds.map((r) => ({
      section: 'Refunds',
      line: `${r.orderNumber} (${r.method})`,
      detail: r.adjustmentFrom ? `${r.reason} (adjusts ${r.adjustmentFrom})` : r.reason,
      amount: -r.amount,
    })),
    { section: 'Refunds', line: 'Refunded', amount: -f.refunded },
    ...(f.refundsWaiting ?? []).map((r) => ({
      section: 'Refunds waiting for the gateway (not counted)',
      line: `${r.orderNumber} (${r.method})`,
      detail: r.reason,
      amount: -r.amount,
    })),
    ...(f.passThrough?.refunds ?? []).map((r) => ({
      section: 'Late or double payments sent back (not in sales)',
      line: `${r.orderNumber} (${r.method})`,
      detail: r.reason,
      amount: -r.amount,
    })),
    { section: 'Net', line: 'Sales less refunds', amount: f.net },
    ...(standing
      ? [{ section: 'Close', line: `Closed ${standing.closedAt}`, detail: standing.closedBy }]
      : []),
  ];
  return {
    fileName: `day-close-${f.shopDay}.csv`,
    text: line(COLUMNS.map(textCell)) + rows.map(row).join(''),
  };
}
