// The bill as a PDF download (docs/product.md#bills-and-kitchen-tickets). pdfkit is imported when
// the first PDF is asked for, not at start: most instances never make one. It embeds a font with
// Latin, Devanagari and '₹' (bill-fonts.ts): amounts read '₹1,00,000.00' as on the HTML bill, and a
// name the shop wrote in Devanagari prints as written. The bill's own words stay English.
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { Bill } from '#shared/api/billing.ts';
import { ROUND_OFF_LABEL, roundOffSign } from '#shared/billing/round-off-line.ts';
import { ratePercentText } from '#shared/billing/tax.ts';
import { AMOUNT_PAID_LABEL, supplyTotalRupees, TIP_BILL_LABEL } from '#shared/come-back/tips-rules.ts';
import { SHOP_TIME_ZONE } from '#shared/constants.ts';
import { formatInr } from '#shared/money.ts';
import { channelText, tokenText } from '#shared/order-book/book-text.ts';
import { ORDER_TYPE_LABELS, paymentLabel } from '#shared/orders.ts';
import { printable } from './bill-fonts.ts';
import { BOLD, REGULAR, sellerHead, startSheet } from './pdf-sheet.ts';

const rs = (rupees: number) => formatInr(rupees);
const when = (iso: string) => format(new TZDate(Date.parse(iso), SHOP_TIME_ZONE), 'dd MMM yyyy, hh:mm a');

/** 'CE-26-27-000123': the bill number as a file name (letters, digits and hyphens only). */
export function billFileName(bill: Bill): string {
  return `bill-${bill.number.replace(/[^A-Za-z0-9-]/g, '-')}.pdf`;
}

/** The bill laid out on A5 (it prints as well scaled onto A4), as PDF bytes. */
export async function billPdf(bill: Bill): Promise<Buffer> {
  const { doc, done } = await startSheet(`${bill.title} ${bill.number}`, bill.seller.name);

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  /** Starts a new page when `height` more points would not fit. */
  const room = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };

  sellerHead(doc, bill.title, bill.seller);

  const pair = (label: string, value: string) => {
    doc.font(BOLD).text(`${label}: `, { continued: true }).font(REGULAR).text(printable(value));
  };
  doc.fontSize(9);
  pair('Bill no.', bill.number);
  pair('Bill date', when(bill.issuedAt));
  pair('Order', `${bill.orderNumber} (${ORDER_TYPE_LABELS[bill.orderType]}), placed ${when(bill.placedAt)}`);
  const channel = channelText(bill.book);
  if (channel) pair('Taken', channel);
  const token = tokenText(bill.book);
  if (token) pair('Token', token.replace(/^Token /, ''));
  doc.moveDown(0.5);
  if (bill.customer.name) pair('Customer', bill.customer.name);
  if (bill.customer.phone) pair('Phone', bill.customer.phone);
  if (bill.customer.address) pair('Deliver to', bill.customer.address);
  doc.moveDown(0.8);

  // Columns: item (the rest), quantity, rate, amount.
  const qtyW = 30;
  const rateW = 70;
  const amountW = 78;
  const itemW = width - qtyW - rateW - amountW;
  const cols = {
    item: left,
    qty: left + itemW,
    rate: left + itemW + qtyW,
    amount: left + itemW + qtyW + rateW,
  };
  const row = (cells: { item: string; qty: string; rate: string; amount: string }, bold = false) => {
    doc.font(bold ? BOLD : REGULAR).fontSize(9);
    const height = doc.heightOfString(cells.item, { width: itemW - 6 });
    room(height + 4);
    const y = doc.y;
    doc.text(cells.item, cols.item, y, { width: itemW - 6 });
    const after = doc.y;
    doc.text(cells.qty, cols.qty, y, { width: qtyW, align: 'right' });
    doc.text(cells.rate, cols.rate, y, { width: rateW, align: 'right' });
    doc.text(cells.amount, cols.amount, y, { width: amountW, align: 'right' });
    doc.x = left;
    doc.y = Math.max(after, doc.y);
  };
  const rule = () => {
    doc
      .moveTo(left, doc.y + 2)
      .lineTo(left + width, doc.y + 2)
      .lineWidth(0.5)
      .stroke();
    doc.y += 5;
  };

  row({ item: 'Item', qty: 'Qty', rate: 'Rate', amount: 'Amount' }, true);
  rule();
  for (const line of bill.lines) {
    const item = printable(`${line.name} (${line.unit})`);
    const extra = [...line.choices, ...(line.note ? [`Note: ${line.note}`] : [])].map(printable);
    // A line and its options stay on one page when they fit on one.
    doc.font(REGULAR).fontSize(8);
    const extraHeight = extra.reduce((sum, text) => sum + doc.heightOfString(text, { width: itemW - 16 }), 0);
    doc.fontSize(9);
    room(doc.heightOfString(item, { width: itemW - 6 }) + extraHeight + 4);
    row({ item, qty: String(line.quantity), rate: rs(line.rate), amount: rs(line.amount) });
    if (extra.length > 0) {
      doc.font(REGULAR).fontSize(8).fillColor('#444444');
      for (const text of extra) {
        room(doc.heightOfString(text, { width: itemW - 16 }) + 2);
        doc.text(text, left + 10, doc.y, { width: itemW - 16 });
      }
      doc.fillColor('black');
      doc.x = left;
    }
    doc.moveDown(0.3);
  }
  rule();

  const labelW = width - amountW;
  const total = (label: string, amount: string, bold = false) => {
    doc.font(bold ? BOLD : REGULAR).fontSize(bold ? 10.5 : 9);
    room(16);
    const y = doc.y;
    doc.text(label, left, y, { width: labelW - 6, align: 'right' });
    doc.text(amount, left + labelW, y, { width: amountW, align: 'right' });
    doc.x = left;
  };
  total('Subtotal', rs(bill.subtotal));
  if (bill.discount > 0)
    total(
      bill.discountCode ? printable(`Discount (${bill.discountCode})`) : 'Discount',
      `-${rs(bill.discount)}`,
    );
  if (bill.deliveryFee > 0 || bill.orderType === 'delivery') total('Delivery fee', rs(bill.deliveryFee));
  const { tax } = bill;
  if (tax.regime === 'regular') {
    const half = ratePercentText((tax.ratePercent * 100) / 2);
    total('Taxable value', rs(tax.taxable));
    total(`CGST @ ${half}`, rs(tax.cgst));
    total(`SGST @ ${half}`, rs(tax.sgst));
  }
  if (bill.roundOff !== 0) total(ROUND_OFF_LABEL, `${roundOffSign(bill.roundOff)}${rs(bill.roundOff)}`);
  doc.moveDown(0.2);
  if (bill.tip > 0) {
    // The tip is not the shop's supply: after the supply's total and its tax, then what was paid.
    total('Total', rs(supplyTotalRupees(bill.total, bill.tip)), true);
    doc.moveDown(0.2);
    total(TIP_BILL_LABEL, rs(bill.tip));
    total(AMOUNT_PAID_LABEL, rs(bill.total), true);
  } else total('Total', rs(bill.total), true);
  doc.moveDown(0.6);
  doc.font(REGULAR).fontSize(9);
  // The payment and the notes (the composition wording) stay together.
  room(14 + bill.notes.reduce((sum, note) => sum + doc.heightOfString(note, { width }) + 4, 0));
  pair('Payment', paymentLabel(bill.paymentMethod, bill.orderType));
  for (const note of bill.notes) {
    doc.moveDown(0.3);
    doc.font(REGULAR).fontSize(8.5).text(printable(note), left, doc.y, { width });
  }
  doc.end();
  return done;
}
