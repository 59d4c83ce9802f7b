// The kitchen ticket in ESC/POS (docs/product.md#printing-tickets-without-the-dialog): the same
// content as the browser ticket (kitchenTicketContent), laid out for a fixed-width roll. The kitchen
// copy is read at arm's length: the order number double width and height, each line bold and
// double height with its choices and note bold beneath; a cut; then the packing copy (customer,
// address, pin, lines, the pay line) and a second cut. Pure: bytes in, no I/O.
import type { KitchenTicketContent, TicketHead } from '#shared/kitchen/kitchen-ticket-content.ts';
import type { PrinterPaperWidth } from '#shared/kitchen/ticket-printer.ts';
import { type EscposDocument, escposDocument } from './escpos-commands.ts';

function head(doc: EscposDocument, h: TicketHead) {
  doc.align('left').bold(true).size('normal').spread(h.shop, `[ ${h.copy} ]`);
  if (h.reprint) doc.align('center').size('tall').text('*** REPRINT ***').align('left');
  doc.size('big').text(h.number);
  // The token is what the counter calls out: as big as the number.
  if (h.token) doc.size('big').text(h.token.toUpperCase());
  doc.size('normal').spread(h.time, h.type.toUpperCase());
  if (h.channel) doc.text(h.channel.toUpperCase());
  doc.bold(false).rule('=');
}

export function escposTicket(content: KitchenTicketContent, paperWidth: PrinterPaperWidth): Buffer {
  const doc = escposDocument(paperWidth);
  const { kitchen, packing } = content;

  head(doc, kitchen.head);
  for (const line of kitchen.lines) {
    doc.bold(true).size('tall').text(line.text, 2).size('normal');
    if (line.choices) doc.text(line.choices, 2, 2);
    if (line.note) doc.text(line.note, 2, 2);
    doc.bold(false).rule();
  }
  doc.feed(2).cut();

  head(doc, packing.head);
  doc.bold(true);
  if (packing.name) doc.size('tall').text(packing.name).size('normal');
  doc.bold(false);
  if (packing.phone) doc.text(packing.phone);
  if (packing.address) for (const line of packing.address) doc.text(line, 2);
  else doc.bold(true).size('tall').text('Pickup').size('normal').bold(false);
  if (packing.pin) {
    doc.bold(true).text(packing.pin.distance).bold(false).text(packing.pin.mapUrl);
    if (packing.pin.warning) doc.bold(true).text(packing.pin.warning).bold(false);
  }
  doc.rule();
  for (const line of packing.lines) doc.text(line, 2);
  doc.rule().text(packing.payment).bold(true).size('tall').text(packing.payLine).size('normal').bold(false);
  return doc.feed(2).cut().bytes();
}

/** A short page that proves the address, the paper width and the code page (the settings' test button). */
export function escposTestPage(
  shop: string,
  printer: { host: string; port: number; paperWidth: PrinterPaperWidth },
  at: string,
): Buffer {
  const doc = escposDocument(printer.paperWidth);
  doc.align('center').bold(true).size('big').text('TEST PAGE').size('normal').bold(false).align('left');
  doc.text(shop).text(`Printer ${printer.host}:${printer.port}`).text(`Paper ${printer.paperWidth} mm`);
  doc.text(`Printed ${at}`).rule();
  doc.text('Kitchen tickets print here when an order is accepted.');
  return doc.feed(2).cut().bytes();
}
