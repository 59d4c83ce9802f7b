// Which menu items one station makes: a checklist of the menu (archived items left out), each item
// saying where it is made now, so moving the samosa from the counter to the fryer is one tick here.
import { useState } from 'react';
import type { Station } from '#shared/api/kitchen.ts';
import { useAdminItems } from '#web/features/admin/menu/api/get-items.ts';
import { failureMessage } from '#web/lib/failure-message.ts';
import { useStationWrites } from '../api/kitchen-api.ts';

type Props = { station: Station; stations: Station[]; onDone: () => void };

export function StationItemsForm({ station, stations, onDone }: Props) {
  const items = useAdminItems();
  const { setItems } = useStationWrites();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(station.itemIds));
  const stationOf = new Map(stations.flatMap((s) => s.itemIds.map((id) => [id, s.name] as const)));
  const menu = (items.data ?? []).filter((item) => !item.archived_at);

  function toggle(id: string) {
    setChosen((now) => {
      const next = new Set(now);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setItems.mutate({ id: station.id, itemIds: [...chosen] }, { onSuccess: onDone });
      }}
      className="mt-3 space-y-3"
    >
      <fieldset>
        <legend className="mb-2 font-semibold">Items made at {station.name}</legend>
        {items.isPending && <p>Loading the menu...</p>}
        <ul className="grid gap-1 sm:grid-cols-2">
          {menu.map((item) => {
            const elsewhere = stationOf.get(item.id);
            return (
              <li key={item.id}>
                <label className="flex items-center gap-2 rounded-md px-1 py-1 hover:bg-stone-100">
                  <input
                    type="checkbox"
                    checked={chosen.has(item.id)}
                    onChange={() => toggle(item.id)}
                    className="h-5 w-5"
                  />
                  <span>
                    {item.name}
                    {elsewhere && elsewhere !== station.name && (
                      <span className="text-sm text-stone-600"> (now at {elsewhere})</span>
                    )}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      {setItems.isError && (
        <p role="alert" className="text-red-800">
          {failureMessage(setItems.error, 'Could not save the items')}
        </p>
      )}
      <div className="flex gap-2">
        <button
          type="submit"
          disabled={setItems.isPending}
          className="rounded-md bg-amber-700 px-3 py-2 font-semibold text-white disabled:opacity-60"
        >
          Save items
        </button>
        <button type="button" onClick={onDone} className="rounded-md border border-stone-400 px-3 py-2">
          Close
        </button>
      </div>
    </form>
  );
}
