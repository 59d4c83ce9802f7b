// The customer's favourites in My orders (docs/product.md#my-usual): each renamed or deleted.
import { useId, useState } from 'react';
import type { UsualOrder } from '#shared/api/usual-orders.ts';
import { USUAL_NAME_MAX } from '#shared/come-back/usual-orders.ts';
import { formatAmount } from '#shared/money.ts';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useT } from '#web/lib/i18n/language-context.tsx';
import { useDeleteUsualOrder } from '../api/delete-usual-order.ts';
import { useUsualOrders } from '../api/get-usual-orders.ts';
import { useRenameUsualOrder } from '../api/rename-usual-order.ts';
import { usualSummary } from '../lib/usual-cart.ts';

export function UsualManager({ open }: { open: boolean }) {
  const t = useT();
  const usual = useUsualOrders(open);
  const favourites = usual.data?.usualOrders ?? [];
  if (favourites.length === 0) return null;
  return (
    <section aria-labelledby="my-favourites-heading" className="mb-4 space-y-2">
      <h3 id="my-favourites-heading" className="font-bold">
        {t('My favourites')}
      </h3>
      <ul className="space-y-2">
        {favourites.map((favourite) => (
          <Favourite key={favourite.id} favourite={favourite} />
        ))}
      </ul>
    </section>
  );
}

function Favourite({ favourite }: { favourite: UsualOrder }) {
  const t = useT();
  const rename = useRenameUsualOrder();
  const remove = useDeleteUsualOrder();
  const inputId = useId();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(favourite.name);
  const [failure, setFailure] = useState<string>();

  const failed = (error: unknown) =>
    setFailure(error instanceof ApiRequestError ? t(error.message) : t('Update failed'));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    try {
      await rename.mutateAsync({ id: favourite.id, name });
      setEditing(false);
    } catch (error) {
      failed(error);
    }
  }

  return (
    <li className="rounded-lg border border-stone-200 p-2 text-sm">
      {editing ? (
        <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
          <div className="flex flex-col gap-1">
            <label htmlFor={inputId} className="font-semibold">
              {t('New name')}
            </label>
            <input
              id={inputId}
              value={name}
              maxLength={USUAL_NAME_MAX}
              onChange={(event) => setName(event.target.value)}
              className="h-9 rounded-lg border border-stone-400 px-2"
            />
          </div>
          <button
            type="submit"
            disabled={rename.isPending}
            className="h-9 rounded-lg bg-brand-700 px-3 font-semibold text-white hover:bg-brand-800 disabled:bg-stone-400"
          >
            {t('Save')}
          </button>
          <button
            type="button"
            onClick={() => setEditing(false)}
            className="h-9 rounded-lg border border-stone-300 px-3 font-semibold hover:bg-stone-50"
          >
            {t('Cancel')}
          </button>
        </form>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">{favourite.name}</span>
          <span className="tabular-nums text-stone-700">{formatAmount(favourite.total)}</span>
          <span className="w-full text-stone-700">{usualSummary(favourite)}</span>
          <button
            type="button"
            onClick={() => setEditing(true)}
            aria-label={t('Rename {name}', { name: favourite.name })}
            className="rounded-lg border border-stone-300 px-2 py-1 font-semibold hover:bg-stone-50"
          >
            {t('Rename')}
          </button>
          <button
            type="button"
            disabled={remove.isPending}
            onClick={() => remove.mutateAsync(favourite.id).catch(failed)}
            aria-label={t('Delete {name}', { name: favourite.name })}
            className="rounded-lg border border-red-300 px-2 py-1 font-semibold text-red-800 hover:bg-red-50"
          >
            {t('Delete')}
          </button>
        </div>
      )}
      <div role="status">{failure && <p className="mt-1 font-semibold text-red-800">{failure}</p>}</div>
    </li>
  );
}
