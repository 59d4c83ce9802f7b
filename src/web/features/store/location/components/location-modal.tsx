import MapIcon from 'lucide-react/icons/map';
import Plus from 'lucide-react/icons/plus';
import type { DeliveryArea } from '#shared/delivery-area/delivery-area-schema.ts';
import { PRESET_AREAS } from '#shared/delivery-area/preset-areas.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { draftOf, EMPTY_DRAFT } from '#web/features/store/shared/lib/address-draft.ts';
import { addressNameOf } from '#web/features/store/shared/lib/keep-checkout-address.ts';
import { LazyMapPicker } from '#web/features/store/shared/map/lazy-map-picker.tsx';
import { mapStart, pinVerdict } from '#web/features/store/shared/map/pin-verdict.ts';
import { useT } from '#web/lib/i18n/language-context.tsx';
import { useLocationChooser } from '../hooks/use-location-chooser.ts';
import type { LocationChoice } from '../lib/checkout-edits.ts';
import { AddressForm } from './address-form.tsx';
import { CurrentLocationButton } from './current-location-button.tsx';
import { LocationOption } from './location-option.tsx';
import { SavedAddressList } from './saved-address-list.tsx';

type Props = {
  open: boolean;
  onClose: () => void;
  currentLabel: string;
  signedIn: boolean;
  /** The settings' delivery area: a chosen point outside it is told at once, before any sign-in. */
  delivery: DeliveryArea | undefined;
  /** The cart's subtotal, for the area check's minimum and fee (only the area matters here). */
  subtotalPaise: number;
  /**
   * Opened from checkout: when checkout's address is a saved one without a point, a place chosen
   * here only says where that address is.
   */
  forCheckout?: boolean;
  /**
   * A place or an address was chosen that can be delivered to (checkout, when it opened the
   * chooser, comes back to it).
   */
  onChosen?: (kind: LocationChoice) => void;
};

/**
 * Presets, then the customer's saved addresses (on the server when signed in, on this device
 * otherwise), and the add-new-address form. Closing resets the form (docs/product.md#addresses-and-location).
 */
export function LocationModal(props: Props) {
  const { open, currentLabel } = props;
  const t = useT();
  const chooser = useLocationChooser(props);
  const { view, setView, local, locating, choose } = chooser;
  const title =
    view.kind === 'list'
      ? t('Choose delivery location')
      : view.kind === 'map'
        ? t('Choose on the map')
        : view.editing
          ? t('Edit address')
          : t('Add new address');

  return (
    <>
      <Modal open={open} onClose={chooser.close} title={title}>
        {view.kind === 'map' ? (
          <LazyMapPicker
            start={mapStart(local.point, props.delivery)}
            verdictAt={(point) => pinVerdict(props.delivery, point, props.subtotalPaise)}
            // The pin is the point; the area it names (or the customer, when it names none) labels it.
            onConfirm={(point) => choose(point.area ?? 'Pinned location', point, 'place')}
            onCancel={() => setView({ kind: 'list' })}
          />
        ) : view.kind === 'form' ? (
          <AddressForm
            initial={
              view.editing
                ? draftOf(view.editing)
                : {
                    ...EMPTY_DRAFT,
                    area: local.point?.area ?? '',
                    latitude: local.point?.latitude ?? null,
                    longitude: local.point?.longitude ?? null,
                  }
            }
            // Saved on the server, a signed-in customer's address has a name to choose or change.
            initialName={props.signedIn ? addressNameOf(view.editing?.label) : undefined}
            onCancel={() => setView({ kind: 'list' })}
            onSave={chooser.saveDraft}
          />
        ) : (
          <div className="space-y-4">
            <CurrentLocationButton detecting={chooser.detecting} onClick={chooser.chooseCurrentLocation} />
            <button
              type="button"
              onClick={() => setView({ kind: 'map' })}
              className="flex w-full items-center justify-center gap-2 rounded-lg border border-brand-700 px-3 py-2 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <MapIcon aria-hidden="true" className="h-4 w-4" />
              {t('Choose on the map')}
            </button>
            {chooser.notice && (
              <p role="status" className="rounded-lg bg-amber-50 p-2 text-sm text-amber-900">
                {t(chooser.notice)}
              </p>
            )}
            {locating && (
              <p role="status" className="rounded-lg bg-brand-50 p-2 text-sm text-stone-800">
                {t(
                  'Where is {address}? Pick its area or use your current location: the address stays as saved.',
                  {
                    address: '\u0000',
                  },
                )
                  .split('\u0000')
                  .flatMap((part, index) =>
                    index === 0 ? [part] : [<strong key="address">{locating}</strong>, part],
                  )}
              </p>
            )}
            <FormAlert message={chooser.error && t(chooser.error)} />
            <ul className="space-y-2">
              {PRESET_AREAS.map((preset) => (
                <li key={preset.label}>
                  <LocationOption
                    label={t(preset.label)}
                    selected={preset.label === currentLabel}
                    onChoose={() =>
                      choose(
                        preset.label,
                        {
                          latitude: preset.latitude,
                          longitude: preset.longitude,
                          area: preset.area,
                        },
                        'place',
                      )
                    }
                    icon="pin"
                  />
                </li>
              ))}
            </ul>
            <SavedAddressList
              saved={chooser.saved}
              currentLabel={currentLabel}
              // Choosing again the address a place located keeps that point.
              onChoose={(a) =>
                choose(a.label, a.point ?? (a.label === local.selected ? local.point : null), 'address')
              }
              onEdit={(record) => setView({ kind: 'form', editing: record })}
              onMakeDefault={chooser.makeDefault}
              onDelete={(a) => chooser.setDeleting({ id: a.id, label: a.label })}
            />
            <button
              type="button"
              onClick={() => setView({ kind: 'form' })}
              className="flex w-full items-center justify-center gap-2 rounded-lg border-2 border-dashed border-stone-300 px-3 py-3 font-semibold text-stone-800 hover:border-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <Plus aria-hidden="true" className="h-4 w-4" />
              {t('Add new address')}
            </button>
          </div>
        )}
      </Modal>
      {/* Beside the chooser's dialog, not inside it: Escape then closes only the question. */}
      <ConfirmDialog
        open={open && chooser.deleting !== undefined}
        title={t('Delete this address?')}
        message={chooser.deleting?.label ?? ''}
        confirmLabel={t('Delete')}
        cancelLabel={t('Keep address')}
        busy={chooser.deletePending}
        onConfirm={() => chooser.deleting && chooser.deleteAddress(chooser.deleting.id)}
        onCancel={() => chooser.setDeleting(undefined)}
      />
    </>
  );
}
