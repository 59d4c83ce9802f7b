// Setting up the kitchen's stations (managers): add, rename, order, remove, and give each its
// items. The first station also makes every item that has none, so a new item is never lost from
// every screen.
import { useState } from 'react';
import type { Station } from '#shared/api/kitchen.ts';
import { STATION_NAME_MAX } from '#shared/kitchen/stations.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { failureFields, failureMessage } from '#web/lib/failure-message.ts';
import { useStationWrites } from '../api/kitchen-api.ts';
import { StationItemsForm } from './station-items-form.tsx';

function NewStationForm() {
  const { create } = useStationWrites();
  const [name, setName] = useState('');
  const problem = create.isError
    ? (failureFields(create.error).name ?? failureMessage(create.error, 'Could not add the station'))
    : undefined;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate({ name }, { onSuccess: () => setName('') });
      }}
      className="flex flex-wrap items-end gap-2"
    >
      <label className="flex flex-col text-sm font-semibold">
        New station
        <input
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={STATION_NAME_MAX}
          placeholder="Grill"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'new-station-problem' : undefined}
          className="mt-1 rounded-md border border-stone-400 px-2 py-2 font-normal"
        />
      </label>
      <button
        type="submit"
        disabled={create.isPending}
        className="rounded-md bg-amber-700 px-3 py-2 font-semibold text-white disabled:opacity-60"
      >
        Add station
      </button>
      {problem && (
        <p id="new-station-problem" role="alert" className="w-full text-red-800">
          {problem}
        </p>
      )}
    </form>
  );
}

function StationRow({ station, index, stations }: { station: Station; index: number; stations: Station[] }) {
  const { rename, remove, reorder } = useStationWrites();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(station.name);
  const [choosing, setChoosing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const ids = stations.map((s) => s.id);
  const swap = (other: number) => {
    const next = [...ids];
    [next[index], next[other]] = [next[other]!, next[index]!];
    reorder.mutate(next);
  };
  const failure = [rename, remove, reorder].find((m) => m.isError)?.error;
  return (
    <li className="rounded-xl border border-stone-300 bg-white p-3">
      <div className="flex flex-wrap items-center gap-2">
        {editing ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              rename.mutate({ id: station.id, name }, { onSuccess: () => setEditing(false) });
            }}
            className="flex gap-2"
          >
            <label className="sr-only" htmlFor={`station-name-${station.id}`}>
              Station name
            </label>
            <input
              id={`station-name-${station.id}`}
              value={name}
              maxLength={STATION_NAME_MAX}
              onChange={(event) => setName(event.target.value)}
              className="rounded-md border border-stone-400 px-2 py-1"
            />
            <button type="submit" className="rounded-md bg-amber-700 px-2 py-1 font-semibold text-white">
              Save
            </button>
          </form>
        ) : (
          <h3 className="font-semibold">
            {station.name}
            <span className="ml-2 text-sm font-normal text-stone-600">
              {station.itemIds.length} item{station.itemIds.length === 1 ? '' : 's'}
              {index === 0 && ', and every item with no station'}
            </span>
          </h3>
        )}
        <div className="ml-auto flex flex-wrap gap-1">
          <button
            type="button"
            onClick={() => setChoosing((v) => !v)}
            className="rounded-md border px-2 py-1"
          >
            Items
          </button>
          <button type="button" onClick={() => setEditing((v) => !v)} className="rounded-md border px-2 py-1">
            Rename
          </button>
          <button
            type="button"
            disabled={index === 0}
            onClick={() => swap(index - 1)}
            aria-label={`Move ${station.name} up`}
            className="rounded-md border px-2 py-1 disabled:opacity-40"
          >
            ↑
          </button>
          <button
            type="button"
            disabled={index === stations.length - 1}
            onClick={() => swap(index + 1)}
            aria-label={`Move ${station.name} down`}
            className="rounded-md border px-2 py-1 disabled:opacity-40"
          >
            ↓
          </button>
          <button
            type="button"
            onClick={() => setRemoving(true)}
            className="rounded-md border border-red-700 px-2 py-1 text-red-800"
          >
            Remove
          </button>
        </div>
      </div>
      {failure && (
        <p role="alert" className="mt-2 text-red-800">
          {failureMessage(failure, 'Could not save')}
        </p>
      )}
      {choosing && (
        <StationItemsForm station={station} stations={stations} onDone={() => setChoosing(false)} />
      )}
      <ConfirmDialog
        open={removing}
        title={`Remove ${station.name}?`}
        message="Its items will be made at the first station until you give them another."
        confirmLabel="Remove station"
        busy={remove.isPending}
        onConfirm={() => remove.mutate(station.id, { onSuccess: () => setRemoving(false) })}
        onCancel={() => setRemoving(false)}
      />
    </li>
  );
}

export function StationsSetup({ stations }: { stations: Station[] }) {
  return (
    <section aria-labelledby="stations-setup" className="mt-8 space-y-3">
      <h2 id="stations-setup" className="text-xl font-bold">
        Set up stations
      </h2>
      <p className="text-stone-700">
        Give each place in the kitchen its items; its screen then shows only those.
      </p>
      <ol className="space-y-2">
        {stations.map((station, index) => (
          <StationRow key={station.id} station={station} index={index} stations={stations} />
        ))}
      </ol>
      <NewStationForm />
    </section>
  );
}
