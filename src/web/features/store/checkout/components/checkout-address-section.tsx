// Where the order goes: for delivery, the location (chosen in the location chooser) and the address
// typed over it; for pickup, the shop's address.
import MapPin from 'lucide-react/icons/map-pin';
import Store from 'lucide-react/icons/store';
import type { ReactNode } from 'react';
import { TitledSection } from '#web/components/ui/titled-section.tsx';
import { AddressFields } from '#web/features/store/shared/components/address-fields.tsx';
import {
  type AddressDraft,
  type AddressFieldErrors,
  pointText,
} from '#web/features/store/shared/lib/address-draft.ts';
import { useT } from '#web/lib/i18n/language-context.tsx';
import type { CheckoutView } from '../lib/checkout-view.ts';

type DeliveryProps = {
  view: CheckoutView;
  draft: AddressDraft;
  fieldErrors: AddressFieldErrors;
  onEdit: (key: keyof AddressDraft, value: string) => void;
  /** Opens the location chooser, which comes back here once a place is chosen. */
  onChangeLocation: () => void;
  /** Opens the map to move the pin (docs/product.md#the-map). */
  onAdjustPin: () => void;
  /** The pin's place against the typed area, when they disagree. */
  pinWarning?: ReactNode;
};

export function DeliverTo({
  view,
  draft,
  fieldErrors,
  onEdit,
  onChangeLocation,
  onAdjustPin,
  pinWarning,
}: DeliveryProps) {
  const t = useT();
  const where = pointText(draft);
  return (
    <TitledSection
      id="deliver-to"
      title={t('Deliver to')}
      level="h3"
      headingClassName="font-semibold"
      className="space-y-3"
    >
      <div className="flex items-start gap-3 rounded-xl border border-stone-200 p-3">
        <MapPin aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
        <p className="min-w-0 flex-1 text-sm">
          <span className="block text-stone-600">{t('Location')}</span>
          <span className="block font-semibold">{where ?? t('Not chosen yet')}</span>
          {view.deliveryText !== null && !view.outside && where && (
            <span data-testid="checkout-estimate" className="block text-green-800">
              {t(view.deliveryText)}
            </span>
          )}
        </p>
        <button
          type="button"
          onClick={onChangeLocation}
          aria-label={where ? t('Change location') : t('Choose location')}
          className="text-sm font-semibold text-brand-800 underline"
        >
          {where ? t('Change') : t('Choose')}
        </button>
      </div>
      <button type="button" onClick={onAdjustPin} className="text-sm font-semibold text-brand-800 underline">
        {where ? t('Adjust the pin on the map') : t('Choose on the map')}
      </button>
      {pinWarning}
      {(fieldErrors.latitude ?? fieldErrors.longitude) && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t(fieldErrors.latitude ?? fieldErrors.longitude ?? '')}
        </p>
      )}
      {view.outside && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-800">
          {t(view.outside)}
        </p>
      )}
      <AddressFields draft={draft} onChange={onEdit} errors={fieldErrors} />
    </TitledSection>
  );
}

export function PickupFrom({ shopAddress, estimate }: { shopAddress?: string; estimate: string | null }) {
  const t = useT();
  return (
    <section aria-labelledby="pickup-from" className="rounded-xl border border-stone-200 p-3">
      <h3 id="pickup-from" className="mb-1 flex items-center gap-2 font-semibold">
        <Store aria-hidden="true" className="h-5 w-5 text-brand-700" />
        {t('Pick up from the shop')}
      </h3>
      <p className="text-sm">{shopAddress}</p>
      {estimate !== null && (
        <p data-testid="checkout-estimate" className="mt-1 text-sm font-semibold text-green-800">
          {t(estimate)}
        </p>
      )}
    </section>
  );
}
