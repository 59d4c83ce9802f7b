import { Gift, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { PROMO_CHANNEL, PROMO_TOAST_MS } from '../../../../../shared/constants';
import { parsePromoMessage } from '../lib/promo-message';

/** Listens on the promo channel and shows each offer for 5 seconds. */
export function PromoToast() {
  const [offer, setOffer] = useState<{ message: string; at: number }>();

  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(PROMO_CHANNEL);
    channel.onmessage = (event: MessageEvent) => {
      const promo = parsePromoMessage(event.data);
      if (promo) setOffer({ message: promo.message, at: Date.now() });
    };
    return () => channel.close();
  }, []);

  useEffect(() => {
    if (!offer) return;
    const timer = setTimeout(() => setOffer(undefined), PROMO_TOAST_MS);
    return () => clearTimeout(timer);
  }, [offer]);

  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4"
    >
      {offer && (
        <div
          role="status"
          className="pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-2xl bg-stone-900 p-4 text-white shadow-2xl"
        >
          <Gift aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-amber-300" />
          <div className="flex-1">
            <p className="font-bold">Special Offer</p>
            <p className="text-sm text-stone-100">{offer.message}</p>
          </div>
          <button
            type="button"
            onClick={() => setOffer(undefined)}
            aria-label="Dismiss offer"
            className="rounded-full p-1 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
      )}
    </div>
  );
}
