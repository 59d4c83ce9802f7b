import Gift from 'lucide-react/icons/gift';
import X from 'lucide-react/icons/x';
import { useCallback, useEffect, useRef, useState } from 'react';
import { PROMO_CHANNEL, PROMO_MESSAGE_TYPE, PROMO_TOAST_MS } from '#shared/constants.ts';
import { usePublicEvent } from '#web/lib/public-stream.ts';
import { parsePromoMessage } from '../lib/promo-message.ts';

/**
 * Shows each offer for 5 seconds. Offers arrive from the server's live stream (published by staff,
 * docs/product.md#d7-site-settings-live-on-the-server) and on the browser's promo channel from other tabs; a
 * tab that gets the same offer both ways (the publisher's own browser) shows it once.
 */
export function PromoToast() {
  const [offer, setOffer] = useState<{ message: string; at: number }>();
  const seen = useRef(new Set<string>());

  const show = useCallback((data: unknown) => {
    const promo = parsePromoMessage(data);
    if (!promo || (promo.id && seen.current.has(promo.id))) return;
    if (promo.id) seen.current.add(promo.id);
    setOffer({ message: promo.message, at: Date.now() });
  }, []);

  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(PROMO_CHANNEL);
    channel.onmessage = (event: MessageEvent) => show(event.data);
    return () => channel.close();
  }, [show]);

  usePublicEvent('promo', (data) => show({ type: PROMO_MESSAGE_TYPE, ...(data as object) }));

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
