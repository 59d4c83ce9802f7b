// Printing kitchen tickets through the browser's print dialog: the ticket is rendered into a portal
// (the only thing print media shows), then window.print() opens the dialog. Several tickets (two
// orders accepted at once) print one after another. A printed ticket stays in the page until the
// dialog closes ('afterprint') or the next ticket replaces it, so Ctrl+P on the board afterwards
// prints the board again. On a device that shows Marathi names, a ticket waits for the names (read
// once) and their font before the dialog opens; without them it prints in English.
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Order } from '#shared/api/orders.ts';
import { SHOP_TIME_ZONE } from '#shared/constants.ts';
import { useMarathiNames } from '../api/marathi-names.ts';
import { useBoardSettings } from '../api/shop-settings.ts';
import { KitchenTicket, MARATHI_FONT } from '../components/kitchen-ticket.tsx';
import { useTicketMarathiNames, useTicketPaper } from './ticket-preferences.ts';

/** The Marathi names' face loaded (or given up on after a second and a half): a print never waits long. */
function marathiFontLoaded(): Promise<unknown> {
  const loaded = document.fonts?.load(`700 16px ${MARATHI_FONT}`, 'मसाला चहा').catch(() => undefined);
  return Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, 1500))]);
}

type Job = { key: number; order: Order; reprint: boolean };

export function useTicketPrinter() {
  const [jobs, setJobs] = useState<Job[]>([]);
  const printed = useRef(new Set<number>());
  const nextKey = useRef(1);
  const [paper] = useTicketPaper();
  const [showMarathi] = useTicketMarathiNames();
  const marathi = useMarathiNames(showMarathi);
  // Names that could not be read leave the ticket in English rather than holding it back.
  const namesSettled = !showMarathi || !marathi.isPending;
  const hasNames = showMarathi && (marathi.data?.size ?? 0) > 0;
  const timeZone = useBoardSettings().data?.hours.timeZone ?? SHOP_TIME_ZONE;
  const current = jobs[0];

  useEffect(() => {
    if (!current || !namesSettled || printed.current.has(current.key)) return;
    const drop = () => setJobs((all) => all.filter((job) => job.key !== current.key));
    window.addEventListener('afterprint', drop, { once: true });
    printed.current.add(current.key);
    const print = () => {
      // Blocks until the dialog closes in a real browser; the next waiting ticket follows.
      window.print();
      setJobs((all) => (all.length > 1 ? all.filter((job) => job.key !== current.key) : all));
    };
    if (hasNames) void marathiFontLoaded().then(print);
    else print();
    return () => window.removeEventListener('afterprint', drop);
  }, [current, namesSettled, hasNames]);

  return {
    print(order: Order, reprint: boolean) {
      const key = nextKey.current++;
      setJobs((all) => [...all.filter((job) => !printed.current.has(job.key)), { key, order, reprint }]);
    },
    portal: current
      ? createPortal(
          <KitchenTicket
            order={current.order}
            reprint={current.reprint}
            paper={paper}
            timeZone={timeZone}
            marathiNames={showMarathi ? marathi.data : undefined}
          />,
          document.body,
        )
      : null,
  };
}
