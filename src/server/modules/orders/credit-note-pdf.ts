// A credit note as a PDF download (docs/product.md#credit-notes), laid out as the bill's PDF is
// (bill-pdf.ts, pdf-sheet.ts: A5, the same embedded font and seller's head).
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { CreditNote } from '#shared/api/credit-notes.ts';
import { ratePercentText } from '#shared/billing/tax.ts';
import { SHOP_TIME_ZONE } from '#shared/constants.ts';
import { formatInr } from '#shared/money.ts';
import { printable } from './bill-fonts.ts';
import { BOLD, REGULAR, sellerHead, startSheet } from './pdf-sheet.ts';

const when = (iso: string) => format(new TZDate(Date.parse(iso), SHOP_TIME_ZONE), 'dd MMM yyyy, hh:mm a');

/** 'credit-note-CN-26-27-000012.pdf': letters, digits and hyphens only. */
export function creditNoteFileName(note: CreditNote): string {
  return `credit-note-${note.number.replace(/[^A-Za-z0-9-]/g, '-')}.pdf`;
}

export async function creditNotePdf(note: CreditNote): Promise<Buffer> {
  const { doc, done } = await startSheet(`${note.title} ${note.number}`, note.seller.name);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  sellerHead(doc, note.title, note.seller);
  const pair = (label: string, value: string) => {
    doc.font(BOLD).text(`${label}: `, { continued: true }).font(REGULAR).text(printable(value));
  };
  doc.fontSize(9);
  pair('Credit note no.', note.number);
  pair('Date', when(note.issuedAt));
  pair('Against bill', `${note.bill.number} of ${when(note.bill.issuedAt)}`);
  pair('Order', note.orderNumber);
  if (note.customer.name) pair('Customer', note.customer.name);
  if (note.customer.phone) pair('Phone', note.customer.phone);
  if (note.customer.address) pair('Address', note.customer.address);
  pair('Reason', note.reason);
  doc.moveDown(0.8);

  const amountW = 90;
  const labelW = width - amountW;
  const line = (label: string, rupees: number, bold = false) => {
    doc.font(bold ? BOLD : REGULAR).fontSize(bold ? 10.5 : 9);
    const y = doc.y;
    doc.text(label, left, y, { width: labelW - 6, align: 'right' });
    doc.text(formatInr(rupees), left + labelW, y, { width: amountW, align: 'right' });
    doc.x = left;
  };
  line('Taxable value', note.taxable);
  if (note.regime === 'regular') {
    const half = ratePercentText((note.ratePercent * 100) / 2);
    line(`CGST @ ${half}`, note.cgst);
    line(`SGST @ ${half}`, note.sgst);
  }
  if (note.roundOff !== 0) line('Round off', note.roundOff);
  doc.moveDown(0.2);
  line('Total credited', note.total, true);
  doc.end();
  return done;
}
