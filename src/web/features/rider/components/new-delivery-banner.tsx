// "New delivery: 0042" with OK, rung until acknowledged (docs/product.md#the-riders-page). The
// region is a live region that is always in the page, so a screen reader announces a banner that
// appears in it; OK sends the acknowledgement (queued like every tap).
import type { RiderDelivery } from '#shared/api/dispatch.ts';
import { PRIMARY, SECONDARY } from './button-class.ts';

type Props = {
  ringing: RiderDelivery[];
  soundBlocked: boolean;
  onSound: () => void;
  onOk: (delivery: RiderDelivery) => void;
};

export function NewDeliveryBanner({ ringing, soundBlocked, onSound, onOk }: Props) {
  return (
    <div aria-live="assertive" className="space-y-3 empty:hidden">
      {ringing.map((delivery) => (
        <section
          key={delivery.id}
          aria-label={`New delivery ${delivery.orderNumber}`}
          className="space-y-3 rounded-3xl bg-amber-300 p-4 text-amber-950 shadow-lg"
        >
          <p className="text-2xl font-extrabold">
            New delivery: <span className="font-mono">{delivery.orderNumber}</span>
          </p>
          <button type="button" className={PRIMARY} onClick={() => onOk(delivery)}>
            OK
          </button>
        </section>
      ))}
      {ringing.length > 0 && soundBlocked && (
        <button type="button" className={SECONDARY} onClick={onSound}>
          Turn on the sound
        </button>
      )}
    </div>
  );
}
