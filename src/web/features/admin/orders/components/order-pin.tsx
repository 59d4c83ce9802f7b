// Beside the typed address on a board card: where the pin is (its distance from the shop, a map
// at the point by deep link) and, when the reverse-geocoding provider placed the pin elsewhere than
// the area typed, that warning (docs/product.md#where-the-pin-is). The pin decided the fee; staff
// compare it with the address before sending a rider.
import { MapPin, TriangleAlert } from 'lucide-react';
import type { StaffPin } from '#shared/api/orders.ts';
import { pinDistanceText } from '#shared/kitchen/pin-text.ts';

export function OrderPin({ pin, orderNumber }: { pin: StaffPin; orderNumber: string }) {
  return (
    <div className="space-y-1" data-testid="order-pin">
      <p className="flex flex-wrap items-center gap-x-2 text-stone-700">
        <MapPin aria-hidden="true" className="h-4 w-4 text-stone-600" />
        <span>{pinDistanceText(pin)}</span>
        <a
          href={pin.mapUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Map of the pin for ${orderNumber}`}
          className="font-semibold text-brand-800 underline"
        >
          Map
        </a>
      </p>
      {pin.warning && (
        <p
          role="note"
          data-testid="pin-warning"
          className="flex items-start gap-1 rounded-md bg-amber-100 px-2 py-1 font-semibold text-amber-950 ring-1 ring-amber-500"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          {pin.warning}
        </p>
      )}
    </div>
  );
}
