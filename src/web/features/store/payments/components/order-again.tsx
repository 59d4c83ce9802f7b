// Reorder for an order that was never paid (docs/product.md#online-payments: 'Please place it
// again'): its lines go back into the cart with their choices, as My orders' Reorder does, and
// what cannot come back is named here.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Order } from '#shared/api/orders.ts';
import { menuQueryOptions } from '#web/features/store/shared/api/get-menu.ts';
import { cartActions } from '#web/features/store/shared/cart-store.ts';
import { reorderPlan } from '#web/features/store/shared/lib/reorder-plan.ts';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useLanguage, useT } from '#web/lib/i18n/language-context.tsx';

type Outcome = { kind: 'added'; count: number; notices: string[] } | { kind: 'failed'; message: string };

export function OrderAgain({ lines }: { lines: Order['lines'] }) {
  const queryClient = useQueryClient();
  const t = useT();
  const language = useLanguage();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();

  async function reorder() {
    setBusy(true);
    try {
      // The menu as it is now: prices, stock and choices may have changed since the order.
      const menu = await queryClient.fetchQuery(menuQueryOptions(language));
      const plan = reorderPlan(lines, menu);
      cartActions.addPlan(plan);
      setOutcome({ kind: 'added', count: plan.adds.length, notices: plan.notices });
    } catch (failure) {
      setOutcome({
        kind: 'failed',
        message: failure instanceof ApiRequestError ? t(failure.message) : t('The menu could not be loaded'),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-2">
      {outcome?.kind !== 'added' && (
        <button
          type="button"
          disabled={busy}
          onClick={reorder}
          className="h-11 w-full rounded-xl bg-brand-700 font-bold text-white hover:bg-brand-800 disabled:bg-stone-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900"
        >
          {t('Reorder')}
        </button>
      )}
      <div role="status" className="text-sm">
        {outcome?.kind === 'added' && (
          <>
            <p className="font-semibold text-green-800">
              {outcome.count === 0
                ? t('Nothing from this order can be ordered now.')
                : t('The same items are in your cart. Go back to the menu to check out.')}
            </p>
            {outcome.notices.length > 0 && (
              <ul className="mt-1 list-disc pl-5 text-stone-700">
                {outcome.notices.map((notice) => (
                  <li key={notice}>{t(notice)}</li>
                ))}
              </ul>
            )}
          </>
        )}
        {outcome?.kind === 'failed' && <p className="font-semibold text-red-800">{outcome.message}</p>}
      </div>
    </div>
  );
}
