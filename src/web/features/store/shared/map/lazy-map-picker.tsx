// The map, fetched the first time it opens (Leaflet and its stylesheet are its own chunk): the
// chooser and checkout show it through this, with a line to read while it loads.
import { type ComponentProps, lazy, Suspense } from 'react';

const MapPicker = lazy(() => import('./map-picker.tsx'));

export function LazyMapPicker(props: ComponentProps<typeof MapPicker>) {
  return (
    <Suspense fallback={<p role="status">Loading the map...</p>}>
      <MapPicker {...props} />
    </Suspense>
  );
}
