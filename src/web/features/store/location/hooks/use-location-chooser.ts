// What the location chooser does: choose a place or an address (closing only when it can be
// delivered to), detect the current location, save, delete and make addresses the default, and the
// chooser's view (list or form), error and notices. The dialog (location-modal.tsx) only shows them.
import { useState } from 'react';
import type { Address } from '#shared/api/customer.ts';
import type { DeliveryArea } from '#shared/delivery-area/delivery-area-schema.ts';
import { MESSAGES } from '#shared/errors.ts';
import { useCustomerAddresses } from '#web/features/store/shared/api/get-customer-addresses.ts';
import { type AddressDraft, addressBodyOf, draftOf } from '#web/features/store/shared/lib/address-draft.ts';
import { addressToLocate } from '#web/features/store/shared/lib/checkout-draft.ts';
import { deliveryTerms } from '#web/features/store/shared/lib/delivery-terms.ts';
import { type AddressName, labelOfName } from '#web/features/store/shared/lib/keep-checkout-address.ts';
import {
  addressLabel,
  type ChosenPoint,
  namesAddress,
} from '#web/features/store/shared/lib/location-state.ts';
import { locationActions, useLocationState } from '#web/features/store/shared/location-store.ts';
import { reverseGeocode } from '#web/features/store/shared/map/reverse-geocode.ts';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useDeleteAddress } from '../api/delete-address.ts';
import { useMakeDefaultAddress } from '../api/make-default-address.ts';
import { useSaveAddress } from '../api/save-address.ts';
import type { LocationChoice } from '../lib/checkout-edits.ts';
import { detectLocation } from '../lib/detect-location.ts';
import { addLocalAddress, pointOf } from '../lib/local-addresses.ts';
import { savedChoices } from '../lib/saved-choices.ts';

export type ChooserView = { kind: 'list' } | { kind: 'form'; editing?: Address } | { kind: 'map' };

type Options = {
  open: boolean;
  onClose: () => void;
  signedIn: boolean;
  delivery: DeliveryArea | undefined;
  subtotalPaise: number;
  forCheckout?: boolean;
  onChosen?: (kind: LocationChoice) => void;
};

const failureText = (failure: unknown) =>
  failure instanceof ApiRequestError ? failure.message : 'Save failed';

export function useLocationChooser({
  open,
  onClose,
  signedIn,
  delivery,
  subtotalPaise,
  forCheckout = false,
  onChosen,
}: Options) {
  const local = useLocationState();
  const server = useCustomerAddresses(signedIn && open);
  const save = useSaveAddress();
  const remove = useDeleteAddress();
  const makeDefault = useMakeDefaultAddress();
  const [view, setView] = useState<ChooserView>({ kind: 'list' });
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
  async function choose(
    label: string,
    point: ChosenPoint | null,
    kind: 'place' | 'address',
    /** Taken, but the chooser stays open with these words (the place could not be named). */
    stayWith?: string,
  ) {
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
    const located = locates && point ? savedOnServer.find((a) => namesAddress(a, locating)) : undefined;
    if (located && point) {
      const body = {
        ...addressBodyOf(draftOf(located)),
        latitude: point.latitude,
        longitude: point.longitude,
      };
      try {
        await save.mutateAsync({ id: located.id, body: { ...body, area: body.area ?? point.area } });
      } catch (failure) {
        setError(failureText(failure));
        return;
      }
    }
    if (stayWith) {
      setView({ kind: 'list' });
      setNotice(stayWith);
      return;
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
    // Without a place name the point still decides the area, and the customer types the area: the
    // chooser says so ('Location detected, please enter address manually') rather than closing.
    if (result.point)
      choose(
        area ?? 'Current location',
        { ...result.point, area },
        'place',
        result.ok ? undefined : result.message,
      );
  }

  async function attempt(action: () => Promise<unknown>) {
    setError(undefined);
    try {
      await action();
    } catch (failure) {
      setError(failureText(failure));
    }
  }

  async function saveDraft(draft: AddressDraft, name?: AddressName): Promise<string | undefined> {
    if (!signedIn) {
      addLocalAddress(draft);
      choose(addressLabel(draft), pointOf(addressBodyOf(draft)), 'address');
      return undefined;
    }
    const body = addressBodyOf(draft);
    // The form has checked it already; the server refuses an address without its point.
    if (body.latitude === null || body.longitude === null) return MESSAGES.addressPointRequired;
    try {
      const editing = view.kind === 'form' ? view.editing : undefined;
      await save.mutateAsync({
        id: editing?.id,
        body: {
          ...body,
          latitude: body.latitude,
          longitude: body.longitude,
          ...(name ? { label: labelOfName(name, editing?.label) } : {}),
        },
      });
      choose(addressLabel(draft), pointOf(addressBodyOf(draft)), 'address');
      return undefined;
    } catch (failure) {
      if (failure instanceof ApiRequestError)
        return Object.values(failure.fields ?? {})[0] ?? failure.message;
      return 'Save failed';
    }
  }

  const saved = savedChoices(signedIn, savedOnServer, local.addresses);

  async function deleteAddress(id: string) {
    if (signedIn) await attempt(() => remove.mutateAsync(id));
    else locationActions.removeAddress(id);
    setDeleting(undefined);
  }

  return {
    local,
    view,
    setView,
    error,
    notice,
    detecting,
    deleting,
    setDeleting,
    deletePending: remove.isPending,
    locating,
    saved,
    close,
    choose,
    chooseCurrentLocation,
    attempt,
    makeDefault: (id: string) => attempt(() => makeDefault.mutateAsync(id)),
    saveDraft,
    deleteAddress,
  };
}
