// The map to confirm the delivery point on (docs/product.md#the-map). Its own chunk, with Leaflet
// and Leaflet's stylesheet: loaded only when a customer opens the map, never on the first load.
// The pin stays in the map's centre and the customer moves the map under it: by dragging, by the
// arrow keys once the map has focus (Leaflet's keyboard panning), or by picking a searched place.
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import MapPin from 'lucide-react/icons/map-pin';
import { useEffect, useId, useRef, useState } from 'react';
import type { ChosenPoint } from '#web/features/store/shared/lib/location-state.ts';
import { useT } from '#web/lib/i18n/language-context.tsx';
import { AddressSearchBox } from './address-search-box.tsx';
import { useMapSettings } from './map-settings.ts';
import type { PinVerdict } from './pin-verdict.ts';
import { reverseGeocode } from './reverse-geocode.ts';

type Point = { latitude: number; longitude: number };

type Props = {
  /** Where the map opens: the chosen point, else the shop. */
  start: Point;
  /** Whether the shop delivers to a point, and at what fee: read under the map as it moves. */
  verdictAt: (point: Point) => PinVerdict;
  /** The point chosen, with the area the reverse geocoder names for it (null when it cannot). */
  onConfirm: (point: ChosenPoint) => void;
  onCancel: () => void;
};

const START_ZOOM = 16;
const PICKED_ZOOM = 17;

export default function MapPicker({ start, verdictAt, onConfirm, onCancel }: Props) {
  const t = useT();
  const settings = useMapSettings().data;
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const [centre, setCentre] = useState<Point>(start);
  const [confirming, setConfirming] = useState(false);
  const hintId = useId();
  const tileUrl = settings?.tileUrl;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is built once per tile server; later moves come from the map itself
  useEffect(() => {
    if (!container.current || !tileUrl) return;
    const created = L.map(container.current, {
      center: [start.latitude, start.longitude],
      zoom: START_ZOOM,
      keyboard: true,
      // The credit is written below the map as text (the setting is plain text, never HTML).
      attributionControl: false,
    });
    L.tileLayer(tileUrl, { maxZoom: 19 }).addTo(created);
    created.on('move', () => {
      const { lat, lng } = created.getCenter();
      setCentre({ latitude: lat, longitude: lng });
    });
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
    };
  }, [tileUrl]);

  function moveTo(point: Point) {
    setCentre(point);
    map.current?.setView([point.latitude, point.longitude], PICKED_ZOOM);
  }

  async function confirm() {
    setConfirming(true);
    // The area the rider reads comes from the reverse geocoder; without a name the point still counts.
    const area = await reverseGeocode(centre.latitude, centre.longitude).then(
      (place) => place.label,
      () => null,
    );
    setConfirming(false);
    onConfirm({ latitude: centre.latitude, longitude: centre.longitude, area });
  }

  const verdict = verdictAt(centre);
  return (
    <div className="space-y-3">
      {settings?.search && <AddressSearchBox onPick={moveTo} />}
      <div className="relative overflow-hidden rounded-xl border border-stone-300">
        <div
          ref={container}
          role="application"
          aria-label={t('Map of your delivery point')}
          aria-describedby={hintId}
          className="h-64 w-full bg-stone-100 md:h-80"
        />
        {/* The pin itself: fixed in the centre, its tip on the point. */}
        <MapPin
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-1/2 z-[1000] h-10 w-10 -translate-x-1/2 -translate-y-full fill-brand-700 text-white drop-shadow"
        />
        {settings && (
          <p className="absolute right-0 bottom-0 z-[1000] bg-white/90 px-1.5 text-[11px] text-stone-800">
            {settings.attribution}
          </p>
        )}
      </div>
      <p id={hintId} className="text-sm text-stone-700">
        {t(
          'Move the map until the pin is on your door: drag it, or focus it and use the arrow keys (+ and − zoom).',
        )}
      </p>
      <p
        role="status"
        data-testid="map-verdict"
        className={`rounded-lg p-2 text-sm font-semibold ${verdict.outside ? 'bg-red-50 text-red-800' : 'bg-green-50 text-green-900'}`}
      >
        {t(verdict.text)}
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          onClick={onCancel}
          className="h-11 flex-1 rounded-xl border border-stone-300 font-semibold text-stone-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {t('Back')}
        </button>
        <button
          type="button"
          onClick={confirm}
          disabled={confirming}
          className="h-11 flex-[2] rounded-xl bg-brand-700 font-bold text-white hover:bg-brand-800 disabled:bg-stone-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900"
        >
          {confirming ? t('Finding the area...') : t('Deliver to this pin')}
        </button>
      </div>
    </div>
  );
}
