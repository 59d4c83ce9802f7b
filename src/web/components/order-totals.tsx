// Subtotal, discount, delivery and total, as the cart and checkout show them. The fee is the one
// the delivery area gives the chosen point (docs/product.md#d15-delivery-fee-zone-and-minimum-order):
// 'FREE' at zero; a pickup order has no delivery line. When the shop adds GST on top of its prices,
// a GST line and the total with it, by the same rule the server charges with (decision 021); a
// 'Round off' line when that total is brought to the rupee (docs/product.md#round-off).
import { orderTax, ratePercentText, type TaxTerms } from '#shared/billing/tax.ts';
import { formatRupees } from '#shared/money.ts';
import { useT } from '#web/lib/i18n/language-context.tsx';

type Props = {
  subtotalPaise: number;
  discountPaise?: number;
  discountCode?: string;
  /** The fee in paise; null: pickup, no delivery; undefined: not known until a location is chosen. */
  deliveryFeePaise: number | null | undefined;
  /** What the delivery line says while the fee is not known. */
  deliveryUnknown?: string;
  /** How the shop taxes an order placed now; none (or prices including GST): no GST line. */
  taxTerms?: TaxTerms;
  /** A tip for the rider, after the tax and on top of the total (docs/product.md#tips). */
  tipPaise?: number;
  className?: string;
};

export function OrderTotals({
  subtotalPaise,
  discountPaise = 0,
  discountCode,
  deliveryFeePaise,
  deliveryUnknown = 'Choose your location',
  taxTerms,
  tipPaise = 0,
  className = '',
}: Props) {
  const t = useT();
  const tax = taxTerms
    ? orderTax({ subtotalPaise, discountPaise, deliveryFeePaise: deliveryFeePaise ?? 0 }, taxTerms)
    : undefined;
  const gstAdded = taxTerms?.regime === 'regular' && !taxTerms.pricesIncludeTax;
  return (
    <dl className={`space-y-1 text-sm ${className}`}>
      <div className="flex justify-between">
        <dt>{t('Subtotal')}</dt>
        <dd className="tabular-nums">{formatRupees(subtotalPaise)}</dd>
      </div>
      {discountPaise > 0 && (
        <div className="flex justify-between text-green-800">
          <dt>
            {t('Discount')}
            {discountCode ? ` (${discountCode})` : ''}
          </dt>
          <dd className="tabular-nums">-{formatRupees(discountPaise)}</dd>
        </div>
      )}
      {deliveryFeePaise !== null && (
        <div className="flex justify-between">
          <dt>{t('Delivery')}</dt>
          {deliveryFeePaise === undefined ? (
            <dd className="text-stone-600">{t(deliveryUnknown)}</dd>
          ) : (
            <dd className={`tabular-nums ${deliveryFeePaise === 0 ? 'font-semibold text-green-800' : ''}`}>
              {deliveryFeePaise === 0 ? t('FREE') : formatRupees(deliveryFeePaise)}
            </dd>
          )}
        </div>
      )}
      {gstAdded && tax && (
        <div className="flex justify-between">
          <dt>{t('GST ({rate})', { rate: ratePercentText(taxTerms.rateBasisPoints) })}</dt>
          <dd className="tabular-nums">{formatRupees(tax.taxAddedPaise)}</dd>
        </div>
      )}
      {!!tax?.roundOffPaise && (
        <div className="flex justify-between">
          <dt>{t('Round off')}</dt>
          <dd className="tabular-nums">{`${tax.roundOffPaise > 0 ? '+' : ''}${formatRupees(tax.roundOffPaise)}`}</dd>
        </div>
      )}
      {tipPaise > 0 && (
        <div className="flex justify-between">
          <dt>{t('Tip for the rider')}</dt>
          <dd className="tabular-nums">{formatRupees(tipPaise)}</dd>
        </div>
      )}
      <div className="flex justify-between text-base font-bold">
        <dt>{t('Total')}</dt>
        <dd className="tabular-nums">
          {formatRupees(
            (tax ? tax.totalPaise : subtotalPaise - discountPaise + (deliveryFeePaise ?? 0)) + tipPaise,
          )}
        </dd>
      </div>
    </dl>
  );
}
