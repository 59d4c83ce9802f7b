// Checkout's 'Your order': the lines ordered, the lines left out (with a way to remove them) and the
// totals the server will charge.
import { formatRupees, toPaise } from '#shared/money.ts';
import { OrderTotals } from '#web/components/order-totals.tsx';
import { TitledSection } from '#web/components/ui/titled-section.tsx';
import { LineChoices } from '#web/features/store/shared/components/line-choices.tsx';
import { useT } from '#web/lib/i18n/language-context.tsx';
import type { CheckoutView } from '../lib/checkout-view.ts';

type Props = {
  view: CheckoutView;
  /** Takes a line that cannot be ordered out of the cart, by its key. */
  onRemoveLine: (key: string) => void;
  /** The tip for the rider chosen, in paise (docs/product.md#tips). */
  tipPaise?: number;
};

export function CheckoutSummary({ view, onRemoveLine, tipPaise = 0 }: Props) {
  const t = useT();
  return (
    <TitledSection
      id="order-summary"
      title={t('Your order')}
      level="h3"
      headingClassName="mb-2 font-semibold"
    >
      <ul className="divide-y divide-stone-100 text-sm">
        {view.ordered.map((l) => (
          <li key={l.key} className="flex justify-between gap-3 py-2">
            <span className="min-w-0">
              {l.quantity} × {l.name}
              <LineChoices line={l} />
            </span>
            <span className="tabular-nums">{formatRupees(toPaise(l.price) * l.quantity)}</span>
          </li>
        ))}
        {view.leftOut.map((l) => (
          <li key={l.key} className="flex items-center justify-between gap-3 py-2">
            <span className="min-w-0">
              <span className="block text-stone-600 line-through">
                {l.quantity} × {l.name}
              </span>
              <LineChoices line={l} />
              <span className="block font-semibold text-red-700">
                {t('{problem}: not in this order', { problem: t(l.problem ?? '') })}
              </span>
            </span>
            <button
              type="button"
              onClick={() => onRemoveLine(l.key)}
              aria-label={t('Remove {item} from cart', { item: l.name })}
              className="shrink-0 rounded-lg border border-stone-300 px-2 py-1 font-semibold text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              {t('Remove')}
            </button>
          </li>
        ))}
      </ul>
      <OrderTotals
        subtotalPaise={view.subtotal}
        deliveryFeePaise={view.feePaise}
        deliveryUnknown={view.outside ? t('Not available here') : undefined}
        discountPaise={view.discountPaise}
        discountCode={view.applied?.code}
        taxTerms={view.taxTerms}
        tipPaise={tipPaise}
        className="mt-2 border-t border-stone-200 pt-2"
      />
      {view.pricesIncludeGst && <p className="mt-1 text-xs text-stone-600">{t('Prices include GST')}</p>}
    </TitledSection>
  );
}
