// This device's kitchen-ticket settings on the board: the paper its printer takes, auto-print on
// accept and Marathi names on its tickets. They stay on this device (like the alarm's mute), so the
// kitchen's printer can print by itself, in Marathi for its cooks, while the counter's tablet does
// not. When the shop has a network printer on, the
// server prints instead (docs/product.md#printing-tickets-without-the-dialog): the card says so,
// and says when the printer did not answer.
import { useId } from 'react';
import type { TicketPrinterStatus } from '#shared/api/ticket-printing.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import {
  TICKET_PAPERS,
  useAutoPrint,
  useTicketMarathiNames,
  useTicketPaper,
} from '../hooks/ticket-preferences.ts';
import { NumberSelect } from './number-select.tsx';

/** 'The printer at … is not answering. Ticket KCH… did not print: …' */
function problemText({ message, orderNumber }: NonNullable<TicketPrinterStatus['problem']>): string {
  const sentence = /[.?!)]$/.test(message) ? message : `${message}.`;
  if (!orderNumber) return sentence;
  return `${sentence} Ticket ${orderNumber} did not print: press its Print ticket once the printer is back.`;
}

function NetworkPrinterNote({ status }: { status: TicketPrinterStatus }) {
  const headingId = useId();
  const { printer, problem } = status;
  return (
    <section aria-labelledby={headingId} className="space-y-2 rounded-2xl bg-white p-3 shadow-sm">
      <h2 id={headingId} className="font-bold">
        Kitchen tickets
      </h2>
      <p className="text-sm text-stone-700">
        The kitchen printer at {printer?.host} prints each accepted order's ticket once, by itself. Print
        ticket on an order prints there too. It prints in English: most thermal printers have no Devanagari
        letters.
      </p>
      {problem && <FormAlert message={problemText(problem)} />}
    </section>
  );
}

export function TicketControls({ status }: { status?: TicketPrinterStatus }) {
  if (status?.printer?.enabled) return <NetworkPrinterNote status={status} />;
  return <DeviceTicketControls />;
}

const SWITCH_CLASS =
  'relative h-7 w-12 shrink-0 cursor-pointer appearance-none rounded-full bg-stone-500 transition-colors before:absolute before:top-1 before:left-1 before:h-5 before:w-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-green-700 checked:before:translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

function DeviceTicketControls() {
  const [paper, setPaper] = useTicketPaper();
  const auto = useAutoPrint();
  const [marathi, setMarathi] = useTicketMarathiNames();
  const headingId = useId();
  const autoHintId = useId();
  const marathiHintId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2 rounded-2xl bg-white p-3 shadow-sm">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h2 id={headingId} className="font-bold">
          Kitchen tickets
        </h2>
        <NumberSelect
          label="Paper"
          value={paper}
          choices={TICKET_PAPERS}
          text={(width) => `${width} mm`}
          onChange={setPaper}
        />
        <label className="inline-flex cursor-pointer items-center gap-3 text-sm font-semibold">
          <input
            type="checkbox"
            role="switch"
            checked={auto.since !== null}
            aria-checked={auto.since !== null}
            aria-describedby={autoHintId}
            onChange={(e) => auto.setOn(e.target.checked)}
            className={SWITCH_CLASS}
          />
          Auto-print on accept
        </label>
        <label className="inline-flex cursor-pointer items-center gap-3 text-sm font-semibold">
          <input
            type="checkbox"
            role="switch"
            checked={marathi}
            aria-checked={marathi}
            aria-describedby={marathiHintId}
            onChange={(e) => setMarathi(e.target.checked)}
            className={SWITCH_CLASS}
          />
          Show Marathi names on tickets
        </label>
      </div>
      <p id={autoHintId} className="text-sm text-stone-700">
        {auto.since
          ? 'On for this device: each order accepted from now on prints its ticket once, whichever device accepts it.'
          : 'Settings for this device only. Print a ticket with the button on each order.'}
      </p>
      <p id={marathiHintId} className="text-sm text-stone-700">
        {marathi
          ? "Each line's Marathi name from the menu prints under the English on this device's tickets (none for an item without one)."
          : "For cooks who read Marathi: each line's Marathi name from the menu, under the English."}{' '}
        A network printer prints English only: most thermal printers have no Devanagari letters.
      </p>
    </section>
  );
}
