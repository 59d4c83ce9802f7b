import Check from 'lucide-react/icons/check';
import Home from 'lucide-react/icons/home';
import MapPin from 'lucide-react/icons/map-pin';
import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import Star from 'lucide-react/icons/star';
import Trash2 from 'lucide-react/icons/trash-2';
import { useState } from 'react';
import type { Address, AddressBody } from '#shared/api/customer.ts';
import type { DeliveryArea } from '#shared/delivery-area/delivery-area-schema.ts';
import { PRESET_AREAS } from '#shared/delivery-area/preset-areas.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { deliveryTerms } from '#web/features/store/delivery/lib/delivery-terms.ts';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useDeleteAddress } from '../api/delete-address.ts';
import { useCustomerAddresses } from '../api/get-customer-addresses.ts';
import { useMakeDefaultAddress } from '../api/make-default-address.ts';
import { reverseGeocode } from '../api/reverse-geocode.ts';
import { useSaveAddress } from '../api/save-address.ts';
import { type AddressDraft, draftOf, EMPTY_DRAFT } from '../lib/address-draft.ts';
import { addressToLocate } from '../lib/checkout-draft.ts';
import type { LocationChoice } from '../lib/checkout-edits.ts';
import { detectLocation } from '../lib/detect-location.ts';
import { addLocalAddress, pointOf } from '../lib/local-addresses.ts';
import { addressLabel, type ChosenPoint } from '../lib/location-state.ts';
import { locationActions, useLocationState } from '../location-store.ts';
import { AddressForm } from './address-form.tsx';
import { CurrentLocationButton } from './current-location-button.tsx';

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
type View = { kind: 'list' } | { kind: 'form'; editing?: Address };

function bodyOf(draft: AddressDraft): AddressBody {
  const optional = (value: string) => value.trim() || null;
  return {
    name: draft.name,
    phone: draft.phone,
    house: draft.house,
    address: draft.address,
    area: optional(draft.area),
    landmark: optional(draft.landmark),
    deliveryNotes: optional(draft.deliveryNotes),
    latitude: draft.latitude,
    longitude: draft.longitude,
  };
}

/**
 * Presets, then the customer's saved addresses (on the server when signed in, on this device
 * otherwise), and the add-new-address form. Closing resets the form (docs/product.md#addresses-and-location).
 */
export function LocationModal({
  open,
  onClose,
  currentLabel,
  signedIn,
  delivery,
  subtotalPaise,
  forCheckout = false,
  onChosen,
}: Props) {
  const local = useLocationState();
  const server = useCustomerAddresses(signedIn && open);
  const save = useSaveAddress();
  const remove = useDeleteAddress();
  const makeDefault = useMakeDefaultAddress();
  const [view, setView] = useState<View>({ kind: 'list' });
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [detecting, setDetecting] = useState(false);
  // Deleting cannot be undone, so it asks first: the address waiting for a yes.
  const [deleting, setDeleting] = useState<{ id: string; label: string }>();
  const savedOnServer = server.data?.addresses ?? [];
  // Old addresses have no point: at checkout a preset or the current location places them, and the
  // address (its name, phone, house, street, landmark, notes) stays what is delivered to.
  const locating = forCheckout ? addressToLocate(local, signedIn ? savedOnServer : []) : null;

  function close() {
    setView({ kind: 'list' });
    setError(undefined);
    setNotice(undefined);
    onClose();
  }

  /**
   * Takes the place as the customer's location either way (the header says where they are), but
   * closes only when it can be delivered to: outside the area they read why, and may pick again.
   */
  async function choose(label: string, point: ChosenPoint | null, kind: 'place' | 'address') {
    const locates = kind === 'place' && locating !== null;
    locationActions.choose(locates ? locating : label, point);
    const terms = delivery ? deliveryTerms(delivery, point, subtotalPaise) : undefined;
    if (terms?.kind === 'outside') {
      setView({ kind: 'list' });
      setError(terms.message);
      return;
    }
    // A saved address's point changes only by saving the address (checkout delivers to the saved
    // point, docs/product.md#where-the-pin-is): the place that locates it is saved with it.
    const located = locates && point ? savedOnServer.find((a) => addressLabel(a) === locating) : undefined;
    if (located && point) {
      const body = { ...bodyOf(draftOf(located)), latitude: point.latitude, longitude: point.longitude };
      try {
        await save.mutateAsync({ id: located.id, body: { ...body, area: body.area ?? point.area } });
      } catch (failure) {
        setError(failure instanceof ApiRequestError ? failure.message : 'Save failed');
        return;
      }
    }
    close();
    onChosen?.(locates ? 'located' : kind);
  }

  async function chooseCurrentLocation() {
    setDetecting(true);
    setError(undefined);
    setNotice(undefined);
    const result = await detectLocation(
      typeof navigator !== 'undefined' ? navigator.geolocation : undefined,
      reverseGeocode,
    );
    setDetecting(false);
    if (!result.ok && !result.point) return setNotice(result.message);
    const area = result.ok ? result.place.label : null;
    // Without a place name the point still decides the area; the customer types the area at checkout.
    if (result.point) choose(area ?? 'Current location', { ...result.point, area }, 'place');
  }

  async function attempt(action: () => Promise<unknown>) {
    setError(undefined);
    try {
      await action();
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.message : 'Save failed');
    }
  }

  async function saveDraft(draft: AddressDraft): Promise<string | undefined> {
    if (!signedIn) {
      addLocalAddress(draft);
      choose(addressLabel(draft), pointOf(bodyOf(draft)), 'address');
      return undefined;
    }
    try {
      const editing = view.kind === 'form' ? view.editing : undefined;
      await save.mutateAsync({ id: editing?.id, body: bodyOf(draft) });
      choose(addressLabel(draft), pointOf(bodyOf(draft)), 'address');
      return undefined;
    } catch (failure) {
      if (failure instanceof ApiRequestError)
        return Object.values(failure.fields ?? {})[0] ?? failure.message;
      return 'Save failed';
    }
  }

  const title =
    view.kind === 'list' ? 'Choose delivery location' : view.editing ? 'Edit address' : 'Add new address';
  const saved = signedIn
    ? savedOnServer.map((a) => ({
        id: a.id,
        label: addressLabel(a),
        detail: a.phone,
        record: a,
        point: pointOf(a),
      }))
    : local.addresses.map((a) => ({
        id: a.id,
        label: addressLabel(a),
        detail: a.phone,
        record: undefined,
        point: pointOf(a),
      }));

  async function deleteAddress(id: string) {
    if (signedIn) await attempt(() => remove.mutateAsync(id));
    else locationActions.removeAddress(id);
    setDeleting(undefined);
  }

  return (
    <>
      <Modal open={open} onClose={close} title={title}>
        {view.kind === 'form' ? (
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
            onCancel={() => setView({ kind: 'list' })}
            onSave={saveDraft}
          />
        ) : (
          <div className="space-y-4">
            <CurrentLocationButton detecting={detecting} onClick={chooseCurrentLocation} />
            {notice && (
              <p role="status" className="rounded-lg bg-amber-50 p-2 text-sm text-amber-900">
                {notice}
              </p>
            )}
            {locating && (
              <p role="status" className="rounded-lg bg-brand-50 p-2 text-sm text-stone-800">
                Where is <strong>{locating}</strong>? Pick its area or use your current location: the address
                stays as saved.
              </p>
            )}
            <FormAlert message={error} />
            <ul className="space-y-2">
              {PRESET_AREAS.map((preset) => (
                <li key={preset.label}>
                  <LocationOption
                    label={preset.label}
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
            {saved.length > 0 && (
              <section aria-labelledby="saved-addresses">
                <h3 id="saved-addresses" className="mb-2 text-sm font-semibold text-stone-700">
                  Saved addresses
                </h3>
                <ul className="space-y-2">
                  {saved.map((a) => (
                    <li key={a.id} className="flex items-center gap-1">
                      <LocationOption
                        label={a.label}
                        detail={a.record?.isDefault ? `${a.detail} · Default` : a.detail}
                        selected={a.label === currentLabel}
                        onChoose={() =>
                          // Choosing again the address a place located keeps that point.
                          choose(
                            a.label,
                            a.point ?? (a.label === local.selected ? local.point : null),
                            'address',
                          )
                        }
                        icon="home"
                      />
                      {a.record && (
                        <>
                          <IconButton
                            label={`Edit address ${a.label}`}
                            onClick={() => setView({ kind: 'form', editing: a.record })}
                          >
                            <Pencil aria-hidden="true" className="h-4 w-4" />
                          </IconButton>
                          {!a.record.isDefault && (
                            <IconButton
                              label={`Make ${a.label} the default`}
                              onClick={() => attempt(() => makeDefault.mutateAsync(a.id))}
                            >
                              <Star aria-hidden="true" className="h-4 w-4" />
                            </IconButton>
                          )}
                        </>
                      )}
                      <IconButton
                        label={`Delete address ${a.label}`}
                        onClick={() => setDeleting({ id: a.id, label: a.label })}
                      >
                        <Trash2 aria-hidden="true" className="h-4 w-4" />
                      </IconButton>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <button
              type="button"
              onClick={() => setView({ kind: 'form' })}
              className="flex w-full items-center justify-center gap-2 rounded-lg border-2 border-dashed border-stone-300 px-3 py-3 font-semibold text-stone-800 hover:border-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <Plus aria-hidden="true" className="h-4 w-4" />
              Add new address
            </button>
          </div>
        )}
      </Modal>
      {/* Beside the chooser's dialog, not inside it: Escape then closes only the question. */}
      <ConfirmDialog
        open={open && deleting !== undefined}
        title="Delete this address?"
        message={deleting?.label ?? ''}
        confirmLabel="Delete"
        cancelLabel="Keep address"
        busy={remove.isPending}
        onConfirm={() => deleting && deleteAddress(deleting.id)}
        onCancel={() => setDeleting(undefined)}
      />
    </>
  );
}

function IconButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="rounded-lg p-2 text-stone-600 hover:bg-stone-100 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      {children}
    </button>
  );
}

function LocationOption(props: {
  label: string;
  detail?: string;
  selected: boolean;
  onChoose: () => void;
  icon: 'pin' | 'home';
}) {
  const Icon = props.icon === 'pin' ? MapPin : Home;
  return (
    <button
      type="button"
      onClick={props.onChoose}
      aria-current={props.selected ? 'true' : undefined}
      className={`flex w-full flex-1 items-center gap-3 rounded-xl border px-3 py-3 text-left hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700 ${
        props.selected ? 'border-brand-700 bg-brand-50' : 'border-stone-200'
      }`}
    >
      <Icon aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700" />
      <span className="min-w-0 flex-1">
        <span className="block font-medium">{props.label}</span>
        {props.detail && <span className="block text-sm text-stone-600">{props.detail}</span>}
      </span>
      {props.selected && <Check aria-label="Selected" className="h-5 w-5 text-brand-700" />}
    </button>
  );
}
