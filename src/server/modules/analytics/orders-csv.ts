// The orders export as CSV, written with the shared cells (src/server/http/csv-cells.ts: every text
// quoted, formula starts made inert, phones as digits, amounts as plain numbers).
import { csvLine as line, maskedPhone, phoneCell, rupeesCell, textCell } from '#server/http/csv-cells.ts';
import { SHOP_TIME_ZONE } from '#shared/constants.ts';
import { CHANNEL_LABELS } from '#shared/order-book/channels.ts';
import { ORDER_TYPE_LABELS, orderStatusLabel, paymentLabel } from '#shared/orders.ts';
import type { CsvOrderRow } from './analytics.repo.ts';

/** '2 x Masala Chai (Less sugar, Large); 1 x Samosa' */
export function linesText(lines: CsvOrderRow['lines']): string {
  return lines
    .map((l) => `${l.quantity} x ${l.name}${l.options.length ? ` (${l.options.join(', ')})` : ''}`)
    .join('; ');
}

/** The rider's side of the sheet: where the order went, area first, then the landmark. */
export function areaText(order: Pick<CsvOrderRow, 'area' | 'landmark'>): string {
  return [order.area, order.landmark && `near ${order.landmark}`].filter(Boolean).join(', ');
}

const COLUMNS = [
  'Order number',
  `Placed at (${SHOP_TIME_ZONE})`,
  'Type',
  'Status',
  'Payment method',
  'Customer name',
  'Delivery area',
  'Lines',
  'Items',
  'Subtotal (INR)',
  'Discount (INR)',
  'Discount code',
  'Delivery fee (INR)',
  // Without it a row with GST on top would not add up to its total (decision 021).
  'GST added (INR)',
  // The bill's round-off to the rupee (docs/product.md#round-off): the row adds up with it.
  'Round off (INR)',
  // The rider's money, outside the supply and the shop's revenue (docs/product.md#tips).
  'Tip for the rider (INR)',
  'Total (INR)',
  'Customer phone',
  // Where the order came from (docs/product.md#one-order-book), and a counter order's token.
  'Channel',
  'Token',
];

export function csvHeader(): string {
  return line(COLUMNS.map(textCell));
}

/**
 * One order's line. `fullPhone`: the viewer may see customers (docs/product.md#staff-area), so the
 * phone is written whole; otherwise it keeps its last four digits, as on screen.
 */
export function csvRow(order: CsvOrderRow, fullPhone = false): string {
  return line([
    textCell(order.orderNumber),
    textCell(order.placedAt),
    textCell(ORDER_TYPE_LABELS[order.orderType]),
    textCell(orderStatusLabel(order.status, order.orderType)),
    textCell(paymentLabel(order.paymentMethod, order.orderType)),
    textCell(order.customerName),
    textCell(order.orderType === 'delivery' ? areaText(order) : ''),
    textCell(linesText(order.lines)),
    String(order.items),
    rupeesCell(order.subtotal),
    rupeesCell(order.discount),
    textCell(order.discountCode),
    rupeesCell(order.deliveryFee),
    rupeesCell(order.taxAdded),
    rupeesCell(order.roundOff),
    rupeesCell(order.tip),
    rupeesCell(order.total),
    fullPhone ? phoneCell(order.phone) : textCell(maskedPhone(order.phone)),
    textCell(CHANNEL_LABELS[order.channel]),
    order.token === null ? '' : String(order.token),
  ]);
}
