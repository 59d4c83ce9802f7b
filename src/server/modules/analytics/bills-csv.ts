// The bills register as CSV for the shop's accountant (docs/product.md#bills-and-kitchen-tickets),
// its credit notes as rows of their own,
// written with the orders export's cells: every text quoted, formula starts made inert.
import { phoneCell, rupeesCell, textCell } from '#server/http/csv-cells.ts';
import { SHOP_TIME_ZONE } from '#shared/constants.ts';
import { CHANNEL_LABELS } from '#shared/order-book/channels.ts';
import { ORDER_STATUS_LABELS, paymentLabel } from '#shared/orders.ts';
import type { BillRow } from './bills-register.repo.ts';

const COLUMNS = [
  'Bill number',
  `Bill date (${SHOP_TIME_ZONE})`,
  'Order number',
  'Customer name',
  'Customer phone',
  'Taxable value (INR)',
  'CGST (INR)',
  'SGST (INR)',
  'Total tax (INR)',
  'Total (INR)',
  'Payment method',
  // Where the order came from (docs/product.md#one-order-book), and a counter order's token.
  'Channel',
  'Token',
  // A bill stays in the register once issued: a voided or cancelled order, and what went back.
  'Status',
  'Refunded (INR)',
  // A credit note is a row of its own (docs/product.md#credit-notes): its number in the first
  // column, its date, its amounts negative, and the bill it reverses part of.
  'Document',
  'Against bill',
];

const line = (cells: string[]) => `${cells.join(',')}\r\n`;

export function billsCsvHeader(): string {
  return line(COLUMNS.map(textCell));
}

// The phone is not masked, unlike the orders export: the register is the accountant's record of
// whom each bill was issued to, as the bill itself prints it.
export function billsCsvRow(bill: BillRow): string {
  return line([
    textCell(bill.billNumber),
    textCell(bill.billDate),
    textCell(bill.orderNumber),
    textCell(bill.customerName),
    phoneCell(bill.phone),
    rupeesCell(bill.taxable),
    rupeesCell(bill.cgst),
    rupeesCell(bill.sgst),
    rupeesCell(bill.cgst + bill.sgst),
    rupeesCell(bill.total),
    textCell(paymentLabel(bill.paymentMethod, bill.orderType)),
    textCell(CHANNEL_LABELS[bill.channel]),
    bill.token === null ? '' : String(bill.token),
    textCell(ORDER_STATUS_LABELS[bill.status]),
    rupeesCell(bill.refunded),
    textCell(bill.kind === 'bill' ? 'Bill' : 'Credit note'),
    textCell(bill.againstBill),
  ]);
}
