// Printing kitchen tickets through the browser's print dialog: the ticket is rendered into a portal
// (the only thing print media shows), then window.print() opens the dialog. Several tickets (two
// orders accepted at once) print one after another. A printed ticket stays in the page until the
// dialog closes ('afterprint') or the next ticket replaces it, so Ctrl+P on the board afterwards
// prints the board again.
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Order } from '#shared/api/orders.ts';
import { SHOP_TIME_ZONE } from '#shared/constants.ts';
import { useBoardSettings } from '../api/shop-settings.ts';
import { KitchenTicket } from '../components/kitchen-ticket.tsx';
import { useTicketPaper } from './ticket-preferences.ts';

type Job = { key: number; order: Order; reprint: boolean };

export function useTicketPrinter() {
  const [jobs, setJobs] = useState<Job[]>([]);
  const printed = useRef(new Set<number>());
  const nextKey = useRef(1);
  const [paper] = useTicketPaper();
  const timeZone = useBoardSettings().data?.hours.timeZone ?? SHOP_TIME_ZONE;
  const current = jobs[0];

  useEffect(() => {
    if (!current || printed.current.has(current.key)) return;
    const drop = () => setJobs((all) => all.filter((job) => job.key !== current.key));
    window.addEventListener('afterprint', drop, { once: true });
    printed.current.add(current.key);
    // Blocks until the dialog closes in a real browser; the next waiting ticket follows.
    window.print();
    setJobs((all) => (all.length > 1 ? all.filter((job) => job.key !== current.key) : all));
    return () => window.removeEventListener('afterprint', drop);
  }, [current]);

  return {
    print(order: Order, reprint: boolean) {
      const key = nextKey.current++;
      setJobs((all) => [...all.filter((job) => !printed.current.has(job.key)), { key, order, reprint }]);
    },
    portal: current
      ? createPortal(
          <KitchenTicket order={current.order} reprint={current.reprint} paper={paper} timeZone={timeZone} />,
          document.body,
        )
      : null,
  };
}
