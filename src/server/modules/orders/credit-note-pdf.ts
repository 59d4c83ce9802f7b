// A credit note as a PDF download (docs/product.md#credit-notes), laid out as the bill's PDF is
// (bill-pdf.ts: A5, the same embedded font, pdfkit imported when the first one is asked for).
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { CreditNote } from '#shared/api/credit-notes.ts';
import { ratePercentText } from '#shared/billing/tax.ts';
import { SHOP_TIME_ZONE } from '#shared/constants.ts';
import { formatInr } from '#shared/money.ts';
import { BILL_FONTS, printable } from './bill-fonts.ts';

const when = (iso: string) => format(new TZDate(Date.parse(iso), SHOP_TIME_ZONE), 'dd MMM yyyy, hh:mm a');

const REGULAR = 'bill';
const BOLD = 'bill-bold';

/** 'credit-note-CN-26-27-000012.pdf': letters, digits and hyphens only. */
export function creditNoteFileName(note: CreditNote): string {
  return `credit-note-${note.number.replace(/[^A-Za-z0-9-]/g, '-')}.pdf`;
}

export async function creditNotePdf(note: CreditNote): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A5',
    margin: 36,
    info: { Title: `${note.title} ${note.number}`, Author: note.seller.name },
  });
  doc.registerFont(REGULAR, BILL_FONTS.regular);
  doc.registerFont(BOLD, BILL_FONTS.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.font(BOLD).fontSize(15).text(note.title, { align: 'center' });
  doc.moveDown(0.4);
  doc.fontSize(11).text(printable(note.seller.name), { align: 'center' });
  doc.font(REGULAR).fontSize(8.5);
  if (note.seller.address) doc.text(printable(note.seller.address), { align: 'center' });
  if (note.seller.gstin) doc.text(`GSTIN: ${note.seller.gstin}`, { align: 'center' });
  if (note.seller.fssai) doc.text(`FSSAI Lic. No.: ${note.seller.fssai}`, { align: 'center' });
  doc.moveDown(0.8);

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
