// What the bill's PDF and a credit note's share (bill-pdf.ts, credit-note-pdf.ts): an A5 document
// with the embedded font (bill-fonts.ts), pdfkit imported when the first one is asked for, its bytes
// collected as it is written, and the seller's head centred at its top.
import type { Bill } from '#shared/api/billing.ts';
import { BILL_FONTS, printable } from './bill-fonts.ts';

export const REGULAR = 'bill';
export const BOLD = 'bill-bold';

/** A new A5 sheet titled `title`, and its bytes once `doc.end()` is called. */
export async function startSheet(title: string, author: string) {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A5', margin: 36, info: { Title: title, Author: author } });
  doc.registerFont(REGULAR, BILL_FONTS.regular);
  doc.registerFont(BOLD, BILL_FONTS.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/** The document's title, then who sells, with GSTIN and FSSAI licence when the shop has them. */
export function sellerHead(doc: PDFKit.PDFDocument, heading: string, seller: Bill['seller']): void {
  doc.font(BOLD).fontSize(15).text(heading, { align: 'center' });
  doc.moveDown(0.4);
  doc.fontSize(11).text(printable(seller.name), { align: 'center' });
  doc.font(REGULAR).fontSize(8.5);
  if (seller.address) doc.text(printable(seller.address), { align: 'center' });
  if (seller.gstin) doc.text(`GSTIN: ${seller.gstin}`, { align: 'center' });
  if (seller.fssai) doc.text(`FSSAI Lic. No.: ${seller.fssai}`, { align: 'center' });
  doc.moveDown(0.8);
}
