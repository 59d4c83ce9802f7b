// The kitchen ticket (KOT) as printed on a thermal roll (docs/product.md#bills-and-kitchen-tickets):
// a kitchen copy read at arm's length (order number huge, each line large with its choices and
// note, no prices) and, below a cut line, a packing copy for whoever bags and sends it (customer,
// phone, address with where its pin is and any warning about it, and what to collect or that it
// is paid: 'Cash due ₹359.00', 'PAID online'). Print only: on screen it is never shown; in print media it is the only
// thing on the page, sized in millimetres for 58 mm or 80 mm paper. Everything is React text, so a
// note with markup in it prints as typed.
import type { Order } from '#shared/api/orders.ts';
import { BRAND_NAME } from '#shared/constants.ts';
import { ORDER_TYPE_LABELS } from '#shared/orders.ts';
import type { TicketPaper } from '../hooks/ticket-preferences.ts';
import { addressLines } from '../lib/address-lines.ts';
import { lineChoices } from '../lib/line-choices.ts';
import { ticketPaymentText } from '../lib/payment-text.ts';
import { pinDistanceText } from '../lib/pin-text.ts';
import { shopClockTime } from '../lib/shop-clock-time.ts';

export const KITCHEN_TICKET_ID = 'kitchen-ticket';

/** What a roll of each width can print on (the printer's own margins take the rest). */
const PRINT_WIDTH_MM: Record<TicketPaper, number> = { 58: 48, 80: 72 };

/**
 * Sizes in points, larger on the wider roll. @page sets the paper; the long side is only an upper
 * bound (a roll printer cuts where the ticket ends), a longer ticket runs onto a second length.
 */
function ticketCss(paper: TicketPaper): string {
  const wide = paper === 80;
  return `
@media screen { #${KITCHEN_TICKET_ID} { display: none; } }
@media print {
  @page { size: ${paper}mm 297mm; margin: 0; }
  html, body { background: #fff !important; }
  body > *:not(#${KITCHEN_TICKET_ID}) { display: none !important; }
  #${KITCHEN_TICKET_ID} {
    display: block; box-sizing: border-box; width: ${paper}mm; padding: 3mm ${(paper - PRINT_WIDTH_MM[paper]) / 2}mm;
    color: #000; background: #fff; font-family: ui-sans-serif, system-ui, sans-serif; font-size: ${wide ? 11 : 9.5}pt;
    line-height: 1.25;
  }
  #${KITCHEN_TICKET_ID} .kt-copy { break-inside: avoid; }
  #${KITCHEN_TICKET_ID} .kt-head { display: flex; justify-content: space-between; align-items: baseline; gap: 2mm; }
  #${KITCHEN_TICKET_ID} .kt-shop { font-weight: 700; }
  #${KITCHEN_TICKET_ID} .kt-role { font-weight: 900; letter-spacing: 0.08em; background: #000; color: #fff; padding: 0.5mm 2mm;
    -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  #${KITCHEN_TICKET_ID} .kt-reprint { margin-top: 2mm; border: 0.8mm solid #000; text-align: center; font-weight: 900;
    font-size: ${wide ? 20 : 16}pt; letter-spacing: 0.15em; }
  #${KITCHEN_TICKET_ID} .kt-number { margin-top: 1.5mm; font-family: ui-monospace, monospace; font-weight: 900;
    font-size: ${wide ? 30 : 22}pt; line-height: 1.05; overflow-wrap: anywhere; }
  #${KITCHEN_TICKET_ID} .kt-meta { display: flex; justify-content: space-between; gap: 2mm; font-weight: 700;
    font-size: ${wide ? 13 : 11}pt; }
  #${KITCHEN_TICKET_ID} .kt-type { text-transform: uppercase; }
  #${KITCHEN_TICKET_ID} ul { list-style: none; margin: 2mm 0 0; padding: 0; border-top: 0.4mm solid #000; }
  #${KITCHEN_TICKET_ID} li { padding: 1.5mm 0; border-bottom: 0.3mm dashed #000; }
  #${KITCHEN_TICKET_ID} .kt-line { font-weight: 900; font-size: ${wide ? 16 : 13}pt; line-height: 1.15; overflow-wrap: anywhere; }
  #${KITCHEN_TICKET_ID} .kt-choices { padding-left: 4mm; font-weight: 600; font-size: ${wide ? 12 : 10.5}pt; overflow-wrap: anywhere; }
  #${KITCHEN_TICKET_ID} .kt-note { margin: 1mm 0 0 4mm; padding-left: 1.5mm; border-left: 1mm solid #000; font-weight: 800;
    font-size: ${wide ? 12 : 10.5}pt; overflow-wrap: anywhere; }
  #${KITCHEN_TICKET_ID} .kt-small-line { font-weight: 700; overflow-wrap: anywhere; }
  #${KITCHEN_TICKET_ID} .kt-cut { margin: 4mm 0; border-top: 0.4mm dashed #000; text-align: center; font-size: 8pt; }
  #${KITCHEN_TICKET_ID} .kt-cut span { position: relative; top: -2.2mm; background: #fff; padding: 0 1.5mm; }
  #${KITCHEN_TICKET_ID} .kt-customer { margin-top: 2mm; overflow-wrap: anywhere; }
  #${KITCHEN_TICKET_ID} .kt-customer p { margin: 0; }
  #${KITCHEN_TICKET_ID} .kt-name { font-weight: 900; font-size: ${wide ? 13 : 11}pt; }
  #${KITCHEN_TICKET_ID} .kt-pay { margin-top: 2mm; font-weight: 800; }
  #${KITCHEN_TICKET_ID} .kt-pin { margin-top: 1mm; font-weight: 700; }
  #${KITCHEN_TICKET_ID} .kt-map { font-size: 7pt; overflow-wrap: anywhere; }
  #${KITCHEN_TICKET_ID} .kt-pin-warning { margin-top: 1mm; border: 0.6mm solid #000; padding: 0.5mm 1mm; font-weight: 900; }
}`;
}

type Props = { order: Order; reprint: boolean; paper: TicketPaper; timeZone: string };

/** The top of each copy: the shop, which copy, the order number, when it came in and its type. */
function Head({ copy, order, reprint, timeZone }: Omit<Props, 'paper'> & { copy: string }) {
  return (
    <>
      <div className="kt-head">
        <span className="kt-shop">{BRAND_NAME}</span>
        <span className="kt-role">{copy}</span>
      </div>
      {reprint && <p className="kt-reprint">REPRINT</p>}
      <p className="kt-number">{order.orderNumber}</p>
      <p className="kt-meta">
        <span>{shopClockTime(new Date(order.createdAt), timeZone)}</span>
        <span className="kt-type">{ORDER_TYPE_LABELS[order.orderType]}</span>
      </p>
    </>
  );
}

export function KitchenTicket({ order, reprint, paper, timeZone }: Props) {
  const phone = order.customerPhone ?? order.address?.phone;
  return (
    <div id={KITCHEN_TICKET_ID} data-paper={paper}>
      <style>{ticketCss(paper)}</style>
      <section className="kt-copy" aria-label="Kitchen copy">
        <Head copy="KITCHEN" order={order} reprint={reprint} timeZone={timeZone} />
        <ul>
          {order.lines.map((line, index) => {
            const choices = lineChoices(line);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never change order.
              <li key={index}>
                <p className="kt-line">
                  {line.quantity} x {line.name}
                </p>
                {choices && <p className="kt-choices">{choices}</p>}
                {line.note && <p className="kt-note">NOTE: {line.note}</p>}
              </li>
            );
          })}
        </ul>
      </section>
      <p className="kt-cut" aria-hidden="true">
        <span>✂ cut here</span>
      </p>
      <section className="kt-copy" aria-label="Packing copy">
        <Head copy="PACKING" order={order} reprint={reprint} timeZone={timeZone} />
        <div className="kt-customer">
          {order.address?.name && <p className="kt-name">{order.address.name}</p>}
          {phone && <p>{phone}</p>}
          {order.address ? (
            addressLines(order.address).map((line) => <p key={line}>{line}</p>)
          ) : (
            <p className="kt-name">Pickup</p>
          )}
          {order.pin && (
            <>
              <p className="kt-pin">{pinDistanceText(order.pin)}</p>
              <p className="kt-map">{order.pin.mapUrl}</p>
              {order.pin.warning && <p className="kt-pin-warning">CHECK: {order.pin.warning}</p>}
            </>
          )}
        </div>
        <ul>
          {order.lines.map((line, index) => {
            const choices = lineChoices(line);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never change order.
              <li key={index} className="kt-small-line">
                {line.quantity} x {line.name}
                {choices && ` (${choices})`}
              </li>
            );
          })}
        </ul>
        <p className="kt-pay">{ticketPaymentText(order)}</p>
      </section>
    </div>
  );
}
