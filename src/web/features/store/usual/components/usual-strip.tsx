// The home page's 'My usual' strip (docs/product.md#my-usual): for a signed-in customer with
// favourites, each one's name, what is in it and its price now, and 'Order again', which in one
// tap puts it in the cart (in place of what the cart holds, after asking) and opens the cart with
// what changed since it was ordered. A chunk of its own, loaded after the page is live
// (docs/decisions/005-storefront-first-load.md).
import { useQueryClient } from '@tanstack/react-query';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { useState } from 'react';
import type { MenuResponse } from '#shared/api/catalog.ts';
import type { UsualOrder } from '#shared/api/usual-orders.ts';
import { formatAmount } from '#shared/money.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { menuQueryOptions } from '#web/features/store/shared/api/get-menu.ts';
import { cartActions, useCartLines } from '#web/features/store/shared/cart-store.ts';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useLanguage, useT } from '#web/lib/i18n/language-context.tsx';
import { useUsualOrders } from '../api/get-usual-orders.ts';
import { reorderUsualOrder } from '../api/reorder-usual-order.ts';
import { changeSentence, usualPlan, usualSummary } from '../lib/usual-cart.ts';

type Props = {
  /** The cart is open with these sentences (what changed) once the favourite is in it. */
  onFilled: (notices: string[]) => void;
};

export function UsualStrip({ onFilled }: Props) {
  const t = useT();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const usual = useUsualOrders();
  const cartLines = useCartLines();
  const [busy, setBusy] = useState<string>();
  const [replacing, setReplacing] = useState<UsualOrder>();
  const [failure, setFailure] = useState<string>();

  const favourites = usual.data?.usualOrders ?? [];
  if (favourites.length === 0) return null;

  async function orderAgain(favourite: UsualOrder) {
    setReplacing(undefined);
    setFailure(undefined);
    setBusy(favourite.id);
    try {
      // Priced and checked now, on the server, and the menu read again: the cart prices from it.
      const [now, menu] = await Promise.all([
        reorderUsualOrder(favourite.id, language),
        queryClient.fetchQuery({ ...menuQueryOptions(language), staleTime: 0 }) as Promise<MenuResponse>,
      ]);
      const plan = usualPlan(now, menu);
      if (plan.adds.length === 0) {
        setFailure(t('Nothing from {name} can be ordered now.', { name: now.name }));
        return;
      }
      cartActions.clear();
      cartActions.addPlan(plan);
      onFilled(now.changes.map((change) => changeSentence(change, t)));
    } catch (error) {
      setFailure(error instanceof ApiRequestError ? t(error.message) : t('Failed to load data'));
    } finally {
      setBusy(undefined);
    }
  }

  const ask = (favourite: UsualOrder) => {
    if (cartLines.length > 0) setReplacing(favourite);
    else void orderAgain(favourite);
  };

  return (
    <section aria-labelledby="my-usual-heading" className="mx-auto max-w-7xl px-4 pt-4">
      <h2 id="my-usual-heading" className="mb-2 text-lg font-bold">
        {t('My usual')}
      </h2>
      <ul className="flex snap-x gap-3 overflow-x-auto pb-2">
        {favourites.map((favourite) => (
          <li
            key={favourite.id}
            className="flex w-72 shrink-0 snap-start flex-col gap-2 rounded-xl border border-brand-100 bg-brand-50 p-3"
          >
            <div className="flex items-baseline justify-between gap-2">
              <h3 className="truncate font-bold">{favourite.name}</h3>
              <span className="shrink-0 font-semibold tabular-nums">{formatAmount(favourite.total)}</span>
            </div>
            <p className="line-clamp-2 text-sm text-stone-700">
              {favourite.lines.length > 0 ? usualSummary(favourite) : t('Nothing from it can be ordered now')}
            </p>
            <button
              type="button"
              disabled={busy !== undefined || favourite.lines.length === 0}
              onClick={() => ask(favourite)}
              aria-label={t('Order {name} again', { name: favourite.name })}
              className="mt-auto inline-flex h-10 items-center justify-center gap-1.5 rounded-lg bg-brand-700 px-3 font-bold text-white hover:bg-brand-800 disabled:bg-stone-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900"
            >
              <RotateCcw aria-hidden="true" className="h-4 w-4" />
              {busy === favourite.id ? t('Loading...') : t('Order again')}
            </button>
          </li>
        ))}
      </ul>
      <div role="status">{failure && <p className="text-sm font-semibold text-red-800">{failure}</p>}</div>
      <ConfirmDialog
        open={replacing !== undefined}
        title={t('Replace your cart?')}
        message={t('Your cart already has items. Order again puts {name} in their place.', {
          name: replacing?.name ?? '',
        })}
        confirmLabel={t('Replace cart')}
        cancelLabel={t('Keep cart')}
        onConfirm={() => replacing && void orderAgain(replacing)}
        onCancel={() => setReplacing(undefined)}
      />
    </section>
  );
}
