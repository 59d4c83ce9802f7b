// The map, fetched the first time it opens (Leaflet and its stylesheet are its own chunk): the
// chooser and checkout show it through this, with a line to read while it loads.
import { type ComponentProps, lazy, Suspense } from 'react';
import { useT } from '#web/lib/i18n/language-context.tsx';

const MapPicker = lazy(() => import('./map-picker.tsx'));

export function LazyMapPicker(props: ComponentProps<typeof MapPicker>) {
  const t = useT();
  return (
    <Suspense fallback={<p role="status">{t('Loading the map...')}</p>}>
      <MapPicker {...props} />
    </Suspense>
  );
}
