// Who is bringing the order (docs/product.md#what-the-customer-sees): while it is out for delivery
// with one of the shop's riders, their name, a Call button (the rider's phone or the shop's, as the
// shop chose), how far they are while their point is fresh, and when it was last seen once it is
// stale. The order's stream re-reads the order on each delivery event (my-order-events.ts); a
// tick every 15 s ages the point between events.
import Phone from 'lucide-react/icons/phone';
import { useEffect, useState } from 'react';
import type { Order } from '#shared/api/orders.ts';
import { useT } from '#web/lib/i18n/language-context.tsx';
import { aboutAway, isStale, lastSeen } from '../lib/rider-text.ts';

const TICK_MS = 15_000;

export function RiderTracking({ order }: { order: Order }) {
  const t = useT();
  const [now, setNow] = useState(() => new Date());
  const rider = order.status === 'out_for_delivery' ? order.rider : null;
  useEffect(() => {
    if (!rider) return;
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, [rider]);
  if (!rider) return null;
  const position = rider.position;
  const stale = position ? isStale(position, now) : false;
  return (
    <div data-testid="rider-tracking" className="w-full space-y-1 rounded-xl bg-sky-50 p-3 text-left">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-bold text-sky-950">{t('Out for delivery with {rider}', { rider: rider.name })}</p>
        {rider.callPhone && (
          <a
            href={`tel:${rider.callPhone}`}
            className="inline-flex items-center gap-1.5 rounded-lg bg-brand-700 px-3 py-1.5 font-semibold text-white hover:bg-brand-800"
          >
            <Phone aria-hidden="true" className="h-4 w-4" />
            {t('Call')}
          </a>
        )}
      </div>
      {position && !stale && rider.distanceM !== null && (
        <p className="text-sky-950">{t(aboutAway(rider.distanceM))}</p>
      )}
      {position && stale && <p className="text-stone-700">{t(lastSeen(position.at, now))}</p>}
    </div>
  );
}
