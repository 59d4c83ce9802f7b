import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { PROMO_CHANNEL, PROMO_MESSAGE_TYPE, PROMO_TOAST_MS } from '#shared/constants.ts';
import { usePublicEvent } from '#web/lib/public-stream.ts';
import { parsePromoMessage } from '../lib/promo-message.ts';

/** The card's chunk; the storefront also fetches it when the page is idle, before any offer. */
export const loadOfferCard = () => import('./offer-card.tsx');
const OfferCard = lazy(() => loadOfferCard().then((m) => ({ default: m.OfferCard })));

/**
 * Shows each offer for 5 seconds. Offers arrive from the server's live stream (published by staff,
 * docs/product.md#d7-site-settings-live-on-the-server) and on the browser's promo channel from other tabs; a
 * tab that gets the same offer both ways (the publisher's own browser) shows it once. The listeners
 * and the live region are in the first load (an offer published right after the page comes up must
 * not be missed); only the card is lazy.
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
        <Suspense fallback={null}>
          <OfferCard message={offer.message} onDismiss={() => setOffer(undefined)} />
        </Suspense>
      )}
    </div>
  );
}
