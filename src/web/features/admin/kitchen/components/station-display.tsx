// A station's screen (docs/product.md#kitchen-display-by-station): dark, large type, every order the
// station still has lines of, oldest accepted first, each with its minutes waiting on the server's
// clock. It refreshes with the staff stream (the board's coalesced re-read) and says so when it is
// not current; 'Full screen' hides the browser's bars on a tablet.
import { useEffect, useRef, useState } from 'react';
import { DELIVERY_MINUTES } from '#shared/constants.ts';
import { Link } from '#web/components/ui/router-links.tsx';
import { useLiveOrders } from '#web/features/admin/orders/api/order-events.tsx';
import { failureMessage } from '#web/lib/failure-message.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useStationTickets } from '../api/kitchen-api.ts';
import { useBumps } from '../hooks/use-bumps.ts';
import { minutesWaiting } from '../lib/minutes-waiting.ts';
import { StationTicketCard } from './station-ticket-card.tsx';

/** Re-counts the minutes on screen this often. */
const TICK_MS = 20_000;

function useTabletNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function LiveDot() {
  const { stream, refresh } = useLiveOrders();
  const live = stream === 'open' && refresh.current && !refresh.failing;
  return (
    <p role="status" className="flex items-center gap-2 text-lg">
      <span aria-hidden="true" className={`h-3 w-3 rounded-full ${live ? 'bg-green-400' : 'bg-amber-400'}`} />
      {live ? 'Live' : stream === 'closed' ? 'Not live: reload the page' : 'Catching up...'}
    </p>
  );
}

export function StationDisplay({ stationId }: { stationId: string }) {
  const screen = useStationTickets(stationId);
  const bumps = useBumps();
  const tabletNow = useTabletNow();
  const root = useRef<HTMLDivElement>(null);
  // The server's clock minus this tablet's, taken when each answer arrived.
  const [offset, setOffset] = useState(0);
  const readAt = screen.data?.readAt;
  useEffect(() => {
    if (readAt) setOffset(Date.parse(readAt) - Date.now());
  }, [readAt]);
  const name = screen.data?.station.name;
  useDocumentTitle(name ? `${name} · Kitchen` : 'Kitchen');

  const tickets = screen.data?.tickets ?? [];
  return (
    <div ref={root} className="min-h-[70vh] overflow-y-auto rounded-2xl bg-stone-950 p-4 text-white">
      <header className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">{name ?? 'Kitchen'}</h1>
        <div className="flex flex-wrap items-center gap-3">
          <LiveDot />
          <button
            type="button"
            onClick={() => void root.current?.requestFullscreen?.().catch(() => undefined)}
            className="rounded-lg border border-stone-400 px-3 py-2 text-lg"
          >
            Full screen
          </button>
          <Link to="/admin/kitchen" className="rounded-lg border border-stone-400 px-3 py-2 text-lg">
            Stations
          </Link>
        </div>
      </header>
      {screen.isError && (
        <p role="alert" className="mb-3 rounded-lg bg-red-900 p-3 text-lg">
          {failureMessage(screen.error, 'Could not load this station')}
        </p>
      )}
      {screen.isPending ? (
        <p className="text-xl">Loading...</p>
      ) : tickets.length === 0 ? (
        <p className="py-16 text-center text-2xl text-stone-300">
          Nothing to make. New orders appear here when accepted.
        </p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
          {tickets.map((ticket) => (
            <StationTicketCard
              key={ticket.orderId}
              ticket={ticket}
              minutes={minutesWaiting(ticket.acceptedAt, tabletNow, offset)}
              promisedMinutes={DELIVERY_MINUTES}
              bumps={bumps}
            />
          ))}
        </div>
      )}
    </div>
  );
}
