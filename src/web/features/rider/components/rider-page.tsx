// The rider's page, /rider (docs/product.md#the-riders-page): phone-first, one screen. The current
// delivery big at the top and the next below (a rider carries at most two); a new one rings until
// OK; every tap is queued on the phone and shows its effect at once, online or not; the position is
// shared only while an order is picked up and this page is open. No timer, no lateness, no ranking.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Bell from 'lucide-react/icons/bell';
import LogOut from 'lucide-react/icons/log-out';
import MapPinned from 'lucide-react/icons/map-pinned';
import { useState } from 'react';
import type { RIDER_STREAM, STREAM_EVENTS } from '#shared/api/events.ts';
import type { StaffUser } from '#shared/api/staff.ts';
import { formatInr } from '#shared/money.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { failureMessage } from '#web/lib/failure-message.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useEventStream } from '#web/lib/use-event-stream.ts';
import { useOnline } from '#web/lib/use-online.ts';
import { riderDeliveriesQuery } from '../api/rider-api.ts';
import { usePositionSharing } from '../hooks/use-position-sharing.ts';
import { useRiderAlarm } from '../hooks/use-rider-alarm.ts';
import { useRiderPush } from '../hooks/use-rider-push.ts';
import { useTapQueue } from '../hooks/use-tap-queue.ts';
import { useWakeLock } from '../hooks/use-wake-lock.ts';
import { riderView, unacknowledged, waitingText } from '../lib/pending-effects.ts';
import { SMALL_BUTTON } from './button-class.ts';
import { type DeliveryActions, DeliveryCard } from './delivery-card.tsx';
import { NewDeliveryBanner } from './new-delivery-banner.tsx';

// The stream's address and event names, checked against #shared/api/events.ts by type only: a value
// imported from there would add an export to the storefront's first-load chunk, which holds it.
const STREAM: typeof RIDER_STREAM = '/api/rider/events';
const EVENTS: Pick<typeof STREAM_EVENTS, 'ready' | 'delivery'> = { ready: 'ready', delivery: 'delivery' };

const FINISHED_TEXT = { delivered: 'Delivered', failed: "Couldn't deliver" } as const;

type Props = {
  user: StaffUser;
  /** The staff area's sign-out (app/ joins the two features). */
  onSignOut: () => void;
};

export function RiderPage({ user, onSignOut }: Props) {
  useDocumentTitle('Your deliveries');
  const queryClient = useQueryClient();
  const online = useOnline();
  const answer = useQuery(riderDeliveriesQuery());
  const taps = useTapQueue();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: riderDeliveriesQuery().queryKey });
  useEventStream(STREAM, { [EVENTS.ready]: refetch, [EVENTS.delivery]: refetch });

  const view = riderView(answer.data?.deliveries ?? [], taps.pending);
  const ringing = unacknowledged(view);
  const alarm = useRiderAlarm(ringing.length > 0);
  const pickedUp = view.deliveries.some((d) => d.status === 'picked_up');
  const [locationProblem, setLocationProblem] = useState<string | null>(null);
  const position = usePositionSharing(pickedUp, setLocationProblem);
  useWakeLock(position.sharing);
  const push = useRiderPush();
  const [photoNote, setPhotoNote] = useState(false);

  const actionsFor = (delivery: { id: string; orderNumber: string }): DeliveryActions => ({
    pickedUp: () => taps.tap('picked-up', delivery),
    collected: (method) => taps.tap('collected', delivery, { method }),
    delivered: () => {
      const at = position.lastPosition();
      taps.tap('delivered', delivery, at ? { position: at } : {});
    },
    failed: (details, photoProblem) => {
      setPhotoNote(photoProblem);
      taps.tap('failed', delivery, details);
    },
  });

  const [current, next] = view.deliveries;
  const waiting = waitingText(taps.pending.length);
  const data = answer.data;

  return (
    <div className="min-h-dvh bg-stone-100">
      <header className="flex items-center justify-between gap-2 bg-brand-700 px-4 py-3 text-white">
        <div>
          <p className="text-lg font-bold">{data?.rider.name ?? user.name}</p>
          <p className="text-sm">{data ? (data.onShift ? 'On shift' : 'Off shift') : ' '}</p>
        </div>
        <p
          className={`rounded-full px-3 py-1 text-sm font-semibold ${online ? 'bg-white text-stone-900' : 'bg-red-900 text-white'}`}
        >
          {online ? 'Online' : 'Offline'}
        </p>
      </header>

      <main className="mx-auto max-w-lg space-y-4 p-3 pb-8">
        <h1 className="sr-only">Your deliveries</h1>
        <NewDeliveryBanner
          ringing={ringing}
          soundBlocked={alarm.blocked}
          onSound={alarm.unblock}
          onOk={(delivery) => taps.tap('ack', delivery)}
        />

        {taps.refusals.map((refusal) => (
          <div
            key={refusal.tap.tapId}
            role="alert"
            className="space-y-2 rounded-2xl bg-red-50 p-3 text-red-900"
          >
            <p className="font-semibold">
              {refusal.tap.orderNumber}: {refusal.message}
            </p>
            <button
              type="button"
              className={SMALL_BUTTON}
              onClick={() => taps.dismissRefusal(refusal.tap.tapId)}
            >
              OK
            </button>
          </div>
        ))}
        {taps.warnings.map((warning, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same warning may come twice.
          <div key={i} role="status" className="space-y-2 rounded-2xl bg-amber-50 p-3 text-amber-950">
            <p className="font-semibold">{warning}</p>
            <button type="button" className={SMALL_BUTTON} onClick={() => taps.dismissWarning(i)}>
              OK
            </button>
          </div>
        ))}

        <div role="status" className="space-y-2 empty:hidden">
          {view.finishedHere.map((f) => (
            <p key={f.deliveryId} className="rounded-2xl bg-green-50 p-3 font-semibold text-green-900">
              {f.orderNumber}: {FINISHED_TEXT[f.kind]}
              {online ? ', sending...' : ' — will be sent when you are back online'}
            </p>
          ))}
          {photoNote && (
            <p className="rounded-2xl bg-amber-50 p-3 text-amber-950">
              The door photo could not be sent; the rest was kept.
            </p>
          )}
          {waiting && (
            <p className="rounded-2xl bg-stone-200 p-3 font-semibold text-stone-900">
              {waiting}
              {online ? '' : ': they go as soon as you are online'}
            </p>
          )}
        </div>

        {position.sharing && (
          <p className="flex items-center gap-2 rounded-2xl bg-sky-50 p-3 text-sky-950">
            <MapPinned aria-hidden="true" className="h-5 w-5 shrink-0" />
            Sharing your location while you deliver
          </p>
        )}
        {pickedUp && locationProblem && <FormAlert tone="notice" message={locationProblem} />}

        {answer.isError && !data && (
          <FormAlert message={failureMessage(answer.error, 'Your deliveries could not be loaded')} />
        )}
        {answer.isPending && (
          <p role="status" className="p-8 text-center text-stone-600">
            Loading...
          </p>
        )}
        {data && !current && (
          <section className="rounded-3xl bg-white p-6 text-center shadow-sm">
            <h2 className="text-2xl font-bold">No deliveries right now</h2>
            <p className="mt-2 text-lg text-stone-700">
              {data.onShift
                ? 'You are on shift: a new delivery rings here.'
                : 'Ask the manager to start your shift.'}
            </p>
          </section>
        )}
        {current && <DeliveryCard delivery={current} place="now" actions={actionsFor(current)} />}
        {next && <DeliveryCard delivery={next} place="next" actions={actionsFor(next)} />}

        <footer className="space-y-3 pt-2">
          {data?.cashInHand != null && (
            <p className="text-center text-stone-700">
              Cash in hand: <span className="font-semibold tabular-nums">{formatInr(data.cashInHand)}</span>
            </p>
          )}
          <div className="flex flex-wrap justify-center gap-2">
            {push.state === 'off' || push.state === 'failed' ? (
              <button type="button" className={SMALL_BUTTON} disabled={push.working} onClick={push.turnOn}>
                <Bell aria-hidden="true" className="h-4 w-4" />
                Turn on notifications
              </button>
            ) : push.state === 'on' ? (
              <p className="self-center text-sm text-stone-700">Notifications are on</p>
            ) : push.state === 'blocked' ? (
              <p className="self-center text-sm text-stone-700">Notifications are blocked in the browser</p>
            ) : null}
            <button type="button" className={SMALL_BUTTON} onClick={onSignOut}>
              <LogOut aria-hidden="true" className="h-4 w-4" />
              Sign out
            </button>
          </div>
        </footer>
      </main>
    </div>
  );
}
