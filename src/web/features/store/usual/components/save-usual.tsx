// 'Save as My usual' on a delivered order (My orders and the order's live confirmation): the order
// kept as a favourite under a name, 'My usual' unless changed (docs/product.md#my-usual).
import Heart from 'lucide-react/icons/heart';
import { useId, useState } from 'react';
import type { Order } from '#shared/api/orders.ts';
import { USUAL_DEFAULT_NAME, USUAL_NAME_MAX } from '#shared/come-back/usual-orders.ts';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useT } from '#web/lib/i18n/language-context.tsx';
import { useSaveUsualOrder } from '../api/save-usual-order.ts';

export function SaveUsual({ order }: { order: Pick<Order, 'id' | 'status'> }) {
  const t = useT();
  const save = useSaveUsualOrder();
  const inputId = useId();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(() => t(USUAL_DEFAULT_NAME));
  const [saved, setSaved] = useState<string>();
  const [failure, setFailure] = useState<string>();
  if (order.status !== 'delivered') return null;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    try {
      // Left as 'My usual', the server picks the next free default ('My usual 2').
      const chosen = name.trim();
      const kept = await save.mutateAsync({
        orderId: order.id,
        name: chosen === '' || chosen === USUAL_DEFAULT_NAME ? undefined : chosen,
      });
      setSaved(kept.name);
      setOpen(false);
    } catch (error) {
      setFailure(error instanceof ApiRequestError ? t(error.message) : t('Update failed'));
    }
  }

  return (
    <div className="space-y-2">
      {!open && !saved && (
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="inline-flex items-center gap-1.5 rounded-lg border border-stone-300 px-3 py-1.5 font-semibold text-stone-900 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <Heart aria-hidden="true" className="h-4 w-4" />
          {t('Save as My usual')}
        </button>
      )}
      {open && (
        <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
          <div className="flex flex-col gap-1">
            <label htmlFor={inputId} className="text-sm font-semibold">
              {t('Name of this favourite')}
            </label>
            <input
              id={inputId}
              value={name}
              maxLength={USUAL_NAME_MAX}
              onChange={(event) => setName(event.target.value)}
              className="h-10 rounded-lg border border-stone-400 px-3"
            />
          </div>
          <button
            type="submit"
            disabled={save.isPending}
            className="h-10 rounded-lg bg-brand-700 px-3 font-semibold text-white hover:bg-brand-800 disabled:bg-stone-400"
          >
            {t('Save')}
          </button>
          <button
            type="button"
            onClick={() => setOpen(false)}
            className="h-10 rounded-lg border border-stone-300 px-3 font-semibold hover:bg-stone-50"
          >
            {t('Cancel')}
          </button>
        </form>
      )}
      <div role="status" className="text-sm">
        {saved && (
          <p className="font-semibold text-green-800">
            {t('Saved as {name}. Order it again from the home page.', { name: saved })}
          </p>
        )}
        {failure && <p className="font-semibold text-red-800">{failure}</p>}
      </div>
    </div>
  );
}
