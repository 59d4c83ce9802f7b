// One delivery on the rider's page (docs/product.md#the-riders-page): who and where, what is in the
// bag, a call and a map, the money to take at the door, and the next step as one big button. No
// timer and no lateness: the shop's estimate is not the rider's pressure.
import MapPin from 'lucide-react/icons/map-pin';
import Phone from 'lucide-react/icons/phone';
import { lazy, Suspense, useState } from 'react';
import type { RiderDelivery } from '#shared/api/dispatch.ts';
import type { CollectMethod, FailReason } from '#shared/dispatch/delivery-rules.ts';
import { formatInr } from '#shared/money.ts';
import { mayDeliver } from '../lib/pending-effects.ts';
import { DANGER, GREEN, PAIR, PRIMARY, SECONDARY } from './button-class.ts';

const FailDialog = lazy(() => import('./fail-dialog.tsx').then((m) => ({ default: m.FailDialog })));
const UpiCollectDialog = lazy(() =>
  import('./upi-collect-dialog.tsx').then((m) => ({ default: m.UpiCollectDialog })),
);

export type DeliveryActions = {
  pickedUp: () => void;
  collected: (method: CollectMethod) => void;
  delivered: () => void;
  failed: (details: { reason: FailReason; note?: string; photo?: string }, photoProblem: boolean) => void;
};

type Props = {
  delivery: RiderDelivery;
  /** 'Now' (big, at the top) or 'Next'. */
  place: 'now' | 'next';
  actions: DeliveryActions;
};

const COLLECTED_TEXT: Record<CollectMethod, string> = { cash: 'in cash', upi: 'by UPI', card: 'by card' };

const STATUS_TEXT = { assigned: 'Pick up at the shop', picked_up: 'On the way' } as const;

function addressLines(d: RiderDelivery): string[] {
  const { house, address, area } = d.address;
  return [house, address, area].filter((line): line is string => Boolean(line?.trim()));
}

function Collection({ delivery, actions }: { delivery: RiderDelivery; actions: DeliveryActions }) {
  const [upi, setUpi] = useState(false);
  if (delivery.collected)
    return (
      <p className="rounded-xl bg-green-50 p-3 font-semibold text-green-900">
        Collected {formatInr(delivery.collected.amount)} {COLLECTED_TEXT[delivery.collected.method]}
      </p>
    );
  if (delivery.amountToCollect <= 0)
    return (
      <p className="rounded-xl bg-stone-100 p-3 font-semibold text-stone-800">
        Paid online: nothing to collect
      </p>
    );
  const canCollect = delivery.status === 'picked_up';
  return (
    <div className="space-y-2 rounded-xl border-2 border-amber-400 bg-amber-50 p-3">
      <p className="text-xl font-extrabold text-amber-950">
        Amount to collect <span className="tabular-nums">{formatInr(delivery.amountToCollect)}</span>
      </p>
      {canCollect ? (
        <div className="space-y-2">
          {/* Card on the shop's machine for a card order; cash and UPI stay offered, as a customer
              may pay another way than chosen (docs/product.md#cash-per-rider). */}
          {delivery.paymentMethod === 'card' && (
            <button type="button" className={SECONDARY} onClick={() => actions.collected('card')}>
              Collected by card
            </button>
          )}
          <button type="button" className={SECONDARY} onClick={() => actions.collected('cash')}>
            Collected cash
          </button>
          <button type="button" className={SECONDARY} onClick={() => setUpi(true)}>
            Collected by UPI
          </button>
        </div>
      ) : (
        <p className="text-sm text-amber-950">Collect it at the door after you pick the order up.</p>
      )}
      {upi && (
        <Suspense fallback={null}>
          <UpiCollectDialog
            delivery={delivery}
            onCollected={() => actions.collected('upi')}
            onClose={() => setUpi(false)}
          />
        </Suspense>
      )}
    </div>
  );
}

export function DeliveryCard({ delivery, place, actions }: Props) {
  const [failing, setFailing] = useState(false);
  const headingId = `delivery-${delivery.id}`;
  const { landmark, deliveryNotes } = delivery.address;
  const now = place === 'now';
  const canDeliver = mayDeliver(delivery);
  return (
    <section
      aria-labelledby={headingId}
      className={`space-y-4 rounded-3xl bg-white p-4 shadow-md ${now ? 'border-4 border-brand-700' : 'border-2 border-stone-200'}`}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className={`${now ? 'text-3xl' : 'text-2xl'} font-extrabold`}>
          <span className="sr-only">{now ? 'Now: ' : 'Next: '}</span>
          Order <span className="font-mono">{delivery.orderNumber}</span>
        </h2>
        <p className="rounded-full bg-stone-100 px-3 py-1 font-semibold text-stone-800">
          {delivery.status === 'picked_up' || delivery.status === 'assigned'
            ? STATUS_TEXT[delivery.status]
            : delivery.status}
        </p>
      </header>

      <div className="space-y-1">
        <p className="text-xl font-bold">{delivery.customerName}</p>
        <address className="text-lg not-italic leading-snug">
          {addressLines(delivery).map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
        {landmark && (
          <p className="text-base">
            <span className="font-semibold">Landmark:</span> {landmark}
          </p>
        )}
        {deliveryNotes && (
          <p className="rounded-lg bg-sky-50 p-2 text-base text-sky-950">
            <span className="font-semibold">Note:</span> {deliveryNotes}
          </p>
        )}
      </div>

      <div className="grid grid-cols-2 gap-2">
        <a href={`tel:${delivery.customerPhone}`} className={PAIR}>
          <Phone aria-hidden="true" className="h-5 w-5 shrink-0" />
          Call <span className="sr-only">{delivery.customerName}</span>
        </a>
        <a href={delivery.mapUrl} target="_blank" rel="noopener noreferrer" className={PAIR}>
          <MapPin aria-hidden="true" className="h-5 w-5 shrink-0" />
          Open in Maps
        </a>
      </div>

      <div>
        <h3 className="font-semibold text-stone-700">Check the bag</h3>
        <ul className="mt-1 list-inside list-disc text-lg">
          {delivery.items.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two lines may read the same.
            <li key={i}>{item}</li>
          ))}
        </ul>
      </div>

      <Collection delivery={delivery} actions={actions} />

      {delivery.status === 'assigned' && (
        <button type="button" className={PRIMARY} onClick={actions.pickedUp}>
          Picked up
        </button>
      )}
      {delivery.status === 'picked_up' && (
        <div className="space-y-2">
          <button type="button" className={GREEN} disabled={!canDeliver} onClick={actions.delivered}>
            Delivered
          </button>
          {!canDeliver && (
            <p className="text-center text-sm text-stone-700">
              Collect {formatInr(delivery.amountToCollect)} first
            </p>
          )}
          <button type="button" className={DANGER} onClick={() => setFailing(true)}>
            Couldn't deliver
          </button>
        </div>
      )}
      {failing && (
        <Suspense fallback={null}>
          <FailDialog delivery={delivery} onFailed={actions.failed} onClose={() => setFailing(false)} />
        </Suspense>
      )}
    </section>
  );
}
