// The kitchen ticket (KOT) as printed on a thermal roll (docs/product.md#bills-and-kitchen-tickets):
// a kitchen copy read at arm's length (order number huge, each line large with its choices and
// note, no prices; on a device that shows them, each item's Marathi name under the English) and,
// below a cut line, a packing copy for whoever bags and sends it (customer, phone, address with
// where its pin is and any warning about it, payment). Print only: on screen it is never shown; in
// print media it is the only thing on the page, sized in millimetres for 58 mm or 80 mm paper. What it says comes from
// kitchenTicketContent, which the network printer prints too. Everything is React text, so a
// note with markup in it prints as typed.
import type { Order } from '#shared/api/orders.ts';
import { kitchenTicketContent, type TicketHead } from '#shared/kitchen/kitchen-ticket-content.ts';
import type { TicketPaper } from '../hooks/ticket-preferences.ts';

export const KITCHEN_TICKET_ID = 'kitchen-ticket';

/**
 * The Marathi names' face: the storefront's Noto Sans Devanagari (app.css: the device's own copy or
 * the one we serve), then the system's. useTicketPrinter loads it before the dialog opens, since the
 * ticket is hidden on screen and a hidden text's font is never fetched by itself.
 */
export const MARATHI_FONT = '"Noto Sans Devanagari", ui-sans-serif, system-ui, sans-serif';

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
  #${KITCHEN_TICKET_ID} .kt-marathi { font-family: ${MARATHI_FONT}; font-weight: 700; font-size: ${wide ? 15 : 12.5}pt;
    line-height: 1.35; overflow-wrap: anywhere; }
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

type Props = {
  order: Order;
  reprint: boolean;
  paper: TicketPaper;
  timeZone: string;
  /** Item id to its Marathi name, on a device that shows them (ticket-preferences.ts); else none. */
  marathiNames?: ReadonlyMap<string, string>;
};

function Head({ head }: { head: TicketHead }) {
  return (
    <>
      <div className="kt-head">
        <span className="kt-shop">{head.shop}</span>
        <span className="kt-role">{head.copy}</span>
      </div>
      {head.reprint && <p className="kt-reprint">REPRINT</p>}
      <p className="kt-number">{head.number}</p>
      {head.token && <p className="kt-number">{head.token}</p>}
      <p className="kt-meta">
        <span>{head.time}</span>
        <span className="kt-type">{head.type}</span>
      </p>
      {head.channel && <p className="kt-meta">{head.channel}</p>}
    </>
  );
}

export function KitchenTicket({ order, reprint, paper, timeZone, marathiNames }: Props) {
  const { kitchen, packing } = kitchenTicketContent(order, { reprint, timeZone, marathiNames });
  return (
    <div id={KITCHEN_TICKET_ID} data-paper={paper}>
      <style>{ticketCss(paper)}</style>
      <section className="kt-copy" aria-label="Kitchen copy">
        <Head head={kitchen.head} />
        <ul>
          {kitchen.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never change order.
            <li key={index}>
              <p className="kt-line">{line.text}</p>
              {line.marathi && (
                <p className="kt-marathi" lang="mr">
                  {line.marathi}
                </p>
              )}
              {line.choices && <p className="kt-choices">{line.choices}</p>}
              {line.note && <p className="kt-note">{line.note}</p>}
            </li>
          ))}
        </ul>
      </section>
      <p className="kt-cut" aria-hidden="true">
        <span>✂ cut here</span>
      </p>
      <section className="kt-copy" aria-label="Packing copy">
        <Head head={packing.head} />
        <div className="kt-customer">
          {packing.name && <p className="kt-name">{packing.name}</p>}
          {packing.phone && <p>{packing.phone}</p>}
          {packing.address ? (
            packing.address.map((line) => <p key={line}>{line}</p>)
          ) : (
            <p className="kt-name">Pickup</p>
          )}
          {packing.pin && (
            <>
              <p className="kt-pin">{packing.pin.distance}</p>
              <p className="kt-map">{packing.pin.mapUrl}</p>
              {packing.pin.warning && <p className="kt-pin-warning">{packing.pin.warning}</p>}
            </>
          )}
        </div>
        <ul>
          {packing.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never change order.
            <li key={index} className="kt-small-line">
              {line}
            </li>
          ))}
        </ul>
        <p className="kt-pay">{packing.payment}</p>
        <p className="kt-pay">{packing.payLine}</p>
      </section>
    </div>
  );
}
