// The day close's figures as tables (docs/product.md#the-day-close): one list of titled tables that
// the page shows, the A4 print prints as they are and the 80 mm print folds into a receipt's lines,
// so the three never say different things. Amounts come in rupees (the API's edge) and are written
// with paise, as bills are, so the columns add up to the last paisa on paper.
import type { DayCloseFigures } from '#shared/api/day-close.ts';
import { ROUND_OFF_LABEL } from '#shared/billing/round-off-line.ts';
import { formatInr, toPaise, toRupees } from '#shared/money.ts';
import { CHANNEL_LABELS } from '#shared/order-book/channels.ts';
import type { PaymentMethod, RefundMethod } from '#shared/orders.ts';
import { longDate } from '#web/features/admin/analytics/lib/labels.ts';
import { varianceText } from '#web/features/admin/riders/lib/rupees-field.ts';

/** At the day close a cash order is cash whether it was paid at the door or the counter. */
export const DAY_METHOD_LABELS: Record<PaymentMethod, string> = {
  cod: 'Cash',
  card: 'Card',
  upi: 'UPI',
  online: 'Paid online',
};

export const REFUND_METHOD_LABELS: Record<RefundMethod, string> = {
  gateway: 'Online (gateway)',
  cash: 'Cash',
  upi: 'UPI',
  card: 'Card',
};

export type ReportRow = {
  key: string;
  heading: string;
  cells: string[];
  /** A line under the heading: a refund that came from a closed day says which. */
  note?: string;
};

export type ReportTable = {
  id: string;
  title: string;
  /** The row headings' column, then the figures' columns. */
  columns: [string, ...string[]];
  rows: ReportRow[];
  /** The line that sums the rows, when the table has one. */
  total?: ReportRow;
  /** What an empty table says instead of rows. */
  empty: string;
};

const rupees = formatInr;
/** An amount taken off a total: '−₹20.00'. */
const less = (amount: number) => (amount === 0 ? rupees(0) : `−${rupees(amount)}`);
const orders = (count: number) => String(count);

/** 'Adjustment from 28 Nov 2026': a refund of an order whose day was closed when it came. */
export function adjustmentNote(from: string | null): string | undefined {
  return from ? `Adjustment from ${longDate(from)}` : undefined;
}

/** A rider's variance, or 'Not handed in' before their count. */
export function riderVariance(variance: number | null): string {
  return variance === null ? 'Not handed in' : varianceText(variance);
}

type GstRate = DayCloseFigures['gst'][number];

/**
 * GST by rate: the sales' GST, then what the day's refunds gave back and what is owed per rate
 * (only when anything was given back: otherwise the sales' rows are what is owed).
 */
function gstRows(figures: DayCloseFigures): ReportRow[] {
  const sold = figures.gst.map((row) => ({
    key: String(row.ratePercent),
    heading: `${row.ratePercent}%`,
    cells: [rupees(row.taxable), rupees(row.cgst), rupees(row.sgst)],
  }));
  const back = figures.gstRefunded ?? [];
  if (back.length === 0) return sold;
  const rates = [...new Set([...figures.gst, ...back].map((r) => r.ratePercent))].sort((a, b) => a - b);
  const at = (rows: GstRate[], rate: number) => rows.find((r) => r.ratePercent === rate);
  const minus = (a = 0, b = 0) => toRupees(toPaise(a) - toPaise(b));
  return [
    ...sold,
    ...back.map((row) => ({
      key: `${row.ratePercent}-back`,
      heading: `${row.ratePercent}% given back on refunds`,
      cells: [less(row.taxable), less(row.cgst), less(row.sgst)],
      note: 'GST given back on refunds',
    })),
    ...rates.map((rate) => {
      const s = at(figures.gst, rate);
      const b = at(back, rate);
      return {
        key: `${rate}-owed`,
        heading: `${rate}% net of refunds`,
        cells: [
          rupees(minus(s?.taxable, b?.taxable)),
          rupees(minus(s?.cgst, b?.cgst)),
          rupees(minus(s?.sgst, b?.sgst)),
        ],
      };
    }),
  ];
}

/**
 * Tips for riders by rider and how they were paid (docs/product.md#tips): cash tips the rider kept at
 * the door; the rest paid to them from the drawer at the close. None before tips were counted.
 */
function tipsTables(figures: DayCloseFigures): ReportTable[] {
  const tips = figures.tips;
  if (!tips) return [];
  const sum = (pick: (row: NonNullable<DayCloseFigures['tips']>['riders'][number]) => number) =>
    tips.riders.reduce((total, row) => total + Math.round(pick(row) * 100), 0) / 100;
  return [
    {
      id: 'tips',
      title: 'Tips for riders',
      columns: [
        'Rider',
        'Cash (kept by the rider)',
        'UPI',
        'Card',
        'Online',
        'After delivery',
        'Total',
        'From the drawer',
      ],
      rows: [
        ...tips.riders.map((row) => ({
          key: row.riderId ?? 'no-rider',
          heading: row.name ?? 'No rider',
          cells: [
            rupees(row.cash),
            rupees(row.upi),
            rupees(row.card),
            rupees(row.online),
            rupees(row.afterDelivery),
            rupees(row.total),
            rupees(row.paidFromDrawer),
          ],
        })),
        ...(tips.refunded > 0
          ? [
              {
                key: 'refunded',
                heading: 'Given back by refunds',
                cells: ['', '', '', '', '', less(tips.refunded), ''],
              },
            ]
          : []),
      ],
      total: {
        key: 'total',
        heading: 'Total',
        cells: [
          rupees(sum((row) => row.cash)),
          rupees(sum((row) => row.upi)),
          rupees(sum((row) => row.card)),
          rupees(sum((row) => row.online)),
          rupees(sum((row) => row.afterDelivery)),
          rupees(tips.total),
          rupees(tips.paidFromDrawer),
        ],
      },
      empty: 'No tips on this day',
    },
  ];
}

export function dayCloseTables(figures: DayCloseFigures): ReportTable[] {
  const sold: ReportRow = {
    key: 'sold',
    heading: 'Sold',
    cells: [orders(figures.sold.orders), rupees(figures.sold.amount)],
  };
  return [
    {
      id: 'channels',
      title: 'Sales by channel',
      columns: ['Channel', 'Orders', 'Amount'],
      rows: figures.byChannel.map((row) => ({
        key: row.channel,
        heading: CHANNEL_LABELS[row.channel],
        cells: [orders(row.orders), rupees(row.amount)],
      })),
      total: sold,
      empty: 'No sales on this day',
    },
    {
      id: 'methods',
      title: 'Sales by payment method',
      columns: ['Method', 'Orders', 'Amount'],
      rows: figures.byMethod.map((row) => ({
        key: row.method,
        heading: DAY_METHOD_LABELS[row.method],
        cells: [orders(row.orders), rupees(row.amount)],
      })),
      total: sold,
      empty: 'No sales on this day',
    },
    {
      id: 'made-of',
      title: 'What the sales are made of',
      columns: ['Part', 'Amount'],
      rows: [
        { key: 'items', heading: 'Items', cells: [rupees(figures.items)] },
        { key: 'code', heading: 'Discount codes', cells: [less(figures.discounts.code)] },
        { key: 'manual', heading: 'Discounts by hand', cells: [less(figures.discounts.manual)] },
        { key: 'fees', heading: 'Delivery fees', cells: [rupees(figures.deliveryFees)] },
        { key: 'tax', heading: 'GST added', cells: [rupees(figures.taxAdded)] },
        // Only on a day whose bills were rounded to the rupee (absent from closes kept before it).
        ...(figures.roundOff
          ? [
              {
                key: 'round-off',
                heading: ROUND_OFF_LABEL,
                // Taken off with the table's minus, as the discounts are.
                cells: [figures.roundOff < 0 ? less(-figures.roundOff) : `+${rupees(figures.roundOff)}`],
              },
            ]
          : []),
        {
          key: 'cancelled',
          heading: 'Cancelled before payment',
          cells: [figures.cancelled === 1 ? '1 order' : `${figures.cancelled} orders`],
          note: 'Counted, not summed',
        },
      ],
      total: { key: 'sold', heading: 'Sold', cells: [rupees(figures.sold.amount)] },
      empty: '',
    },
    {
      id: 'gst',
      title: 'GST by rate',
      columns: ['Rate', 'Taxable', 'CGST', 'SGST'],
      rows: gstRows(figures),
      empty: 'No GST on this day',
    },
    {
      id: 'online',
      title: 'Online payments',
      columns: ['Gateway', 'Amount'],
      rows: [
        {
          key: 'captured',
          heading: `Captured (${figures.online.orders === 1 ? '1 order' : `${figures.online.orders} orders`})`,
          cells: [rupees(figures.online.captured)],
        },
        { key: 'refunded', heading: 'Refunded through the gateway', cells: [less(figures.online.refunded)] },
      ],
      empty: '',
    },
    {
      id: 'riders',
      title: 'Riders',
      columns: ['Rider', 'Cash', 'UPI', 'Card', 'Expected', 'Handed in', 'Variance'],
      rows: figures.riders.map((rider) => ({
        key: rider.riderId,
        heading: rider.name,
        cells: [
          rupees(rider.cash),
          rupees(rider.upi),
          rupees(rider.card),
          rupees(rider.expectedCash),
          rider.handedIn === null ? '—' : rupees(rider.handedIn),
          riderVariance(rider.variance),
        ],
      })),
      empty: 'No rider shifts on this day',
    },
    ...tipsTables(figures),
    {
      id: 'drawer',
      title: 'The drawer',
      columns: ['Cash', 'Amount'],
      rows: [
        { key: 'float', heading: 'Opening float', cells: [rupees(figures.drawer.openingFloat)] },
        { key: 'sales', heading: 'Cash sales at the counter', cells: [rupees(figures.drawer.cashSales)] },
        {
          key: 'no-rider',
          heading: 'Cash from deliveries without a rider',
          cells: [rupees(figures.drawer.noRiderCash ?? 0)],
        },
        { key: 'riders', heading: "Riders' hand-ins", cells: [rupees(figures.drawer.riderHandIns)] },
        { key: 'refunds', heading: 'Cash refunds', cells: [less(figures.drawer.cashRefunds)] },
        ...(figures.drawer.tipsPaidOut
          ? [
              {
                key: 'tips',
                heading: 'Tips paid out',
                cells: [less(figures.drawer.tipsPaidOut)],
              },
            ]
          : []),
      ],
      total: { key: 'expected', heading: 'Expected in the drawer', cells: [rupees(figures.drawer.expected)] },
      empty: '',
    },
    {
      id: 'refunds',
      title: 'Refunds',
      columns: ['Order', 'Method', 'Amount', 'Reason'],
      rows: figures.refunds.map((refund, index) => ({
        key: `${refund.orderNumber}-${index}`,
        heading: refund.orderNumber,
        cells: [REFUND_METHOD_LABELS[refund.method], rupees(refund.amount), refund.reason],
        note: adjustmentNote(refund.adjustmentFrom),
      })),
      total: { key: 'refunded', heading: 'Refunded', cells: ['', rupees(figures.refunded), ''] },
      empty: 'No refunds on this day',
    },
    ...((figures.refundsWaiting ?? []).length > 0
      ? [
          {
            id: 'refunds-waiting',
            title: 'Refunds waiting for the gateway',
            columns: ['Order', 'Method', 'Amount', 'Reason'] as ReportTable['columns'],
            rows: (figures.refundsWaiting ?? []).map((refund, index) => ({
              key: `${refund.orderNumber}-waiting-${index}`,
              heading: refund.orderNumber,
              cells: [REFUND_METHOD_LABELS[refund.method], rupees(refund.amount), refund.reason],
              note: 'Not counted until the gateway confirms it',
            })),
            empty: '',
          },
        ]
      : []),
    ...((figures.passThrough?.refunds ?? []).length > 0
      ? [
          {
            id: 'pass-through',
            title: 'Late or double payments sent back',
            columns: ['Order', 'Method', 'Amount', 'Reason'] as ReportTable['columns'],
            rows: (figures.passThrough?.refunds ?? []).map((refund, index) => ({
              key: `${refund.orderNumber}-pass-${index}`,
              heading: refund.orderNumber,
              cells: [REFUND_METHOD_LABELS[refund.method], rupees(refund.amount), refund.reason],
              note: 'Paid and sent back through the gateway: not in the sales',
            })),
            total: {
              key: 'pass-through',
              heading: 'Sent back',
              cells: ['', rupees(figures.passThrough?.amount ?? 0), ''],
            },
            empty: '',
          },
        ]
      : []),
    {
      id: 'net',
      title: 'Net',
      columns: ['Figure', 'Amount'],
      rows: [
        { key: 'sold', heading: 'Sold', cells: [rupees(figures.sold.amount)] },
        { key: 'refunded', heading: 'Refunded', cells: [less(figures.refunded)] },
      ],
      total: { key: 'net', heading: 'Net', cells: [rupees(figures.net)] },
      empty: '',
    },
  ];
}

/**
 * On the 80 mm roll a count and its amount share the row's line ('Online (3)   ₹750.00'): the roll
 * prints each other figure on a line of its own under the row's heading.
 */
export function foldCount(row: ReportRow, figures: string[]): { row: ReportRow; figures: string[] } {
  if (figures.length !== 2 || figures[0] !== 'Orders') return { row, figures };
  const [count = '', amount = ''] = row.cells;
  return {
    row: { ...row, heading: `${row.heading} (${count})`, cells: [amount] },
    figures: [figures[1] ?? ''],
  };
}
