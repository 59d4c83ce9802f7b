// /admin/kitchen: pick the screen this tablet shows (a station, or the whole kitchen), and, for
// managers, set the stations up. /admin/kitchen/:stationId is that screen.
import { useParams } from 'react-router';
import { WHOLE_KITCHEN } from '#shared/api/kitchen.ts';
import { Link } from '#web/components/ui/router-links.tsx';
import { failureMessage } from '#web/lib/failure-message.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useStations } from '../api/kitchen-api.ts';
import { StationDisplay } from './station-display.tsx';
import { StationsSetup } from './stations-setup.tsx';

const TILE =
  'flex min-h-24 items-center justify-center rounded-2xl bg-stone-900 p-4 text-center text-2xl font-bold text-white hover:bg-stone-800';

export function KitchenPage({ canSetUp }: { canSetUp: boolean }) {
  const { stationId } = useParams();
  const stations = useStations();
  useDocumentTitle(stationId ? undefined : 'Kitchen');
  if (stationId) return <StationDisplay key={stationId} stationId={stationId} />;
  const list = stations.data?.stations ?? [];
  return (
    <div>
      <h1 className="text-2xl font-bold">Kitchen display</h1>
      <p className="mt-1 text-stone-700">
        Choose what this screen shows. Each cook bumps an item when it is made.
      </p>
      {stations.isError && (
        <p role="alert" className="mt-3 text-red-800">
          {failureMessage(stations.error, 'Could not load the stations')}
        </p>
      )}
      <nav aria-label="Stations" className="mt-4">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((station) => (
            <li key={station.id}>
              <Link to={`/admin/kitchen/${station.id}`} className={TILE}>
                {station.name}
              </Link>
            </li>
          ))}
          <li>
            <Link to={`/admin/kitchen/${WHOLE_KITCHEN}`} className={TILE}>
              Whole kitchen
            </Link>
          </li>
        </ul>
      </nav>
      {canSetUp && stations.data && <StationsSetup stations={list} />}
    </div>
  );
}
