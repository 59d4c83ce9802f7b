import { Check, Home, MapPin, Pencil, Plus, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Address } from '#shared/api/customer.ts';
import { PRESET_LOCATIONS } from '#shared/constants.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { useDeleteAddress } from '../api/delete-address.ts';
import { useCustomerAddresses } from '../api/get-customer-addresses.ts';
import { useMakeDefaultAddress } from '../api/make-default-address.ts';
import { useSaveAddress } from '../api/save-address.ts';
import { type AddressDraft, addressLabel } from '../lib/location-state.ts';
import { locationActions, useLocationState } from '../location-store.ts';
import { AddressForm } from './address-form.tsx';

type Props = { open: boolean; onClose: () => void; currentLabel: string; signedIn: boolean };
type View = { kind: 'list' } | { kind: 'form'; editing?: Address };

/**
 * Presets, then the customer's saved addresses (on the server when signed in, on this device
 * otherwise), and the add-new-address form. Closing resets the form (docs/product.md#addresses-and-location).
 */
export function LocationModal({ open, onClose, currentLabel, signedIn }: Props) {
  const local = useLocationState();
  const server = useCustomerAddresses(signedIn && open);
  const save = useSaveAddress();
  const remove = useDeleteAddress();
  const makeDefault = useMakeDefaultAddress();
  const [view, setView] = useState<View>({ kind: 'list' });
  const [error, setError] = useState<string>();

  function close() {
    setView({ kind: 'list' });
    setError(undefined);
    onClose();
  }

  function choose(label: string) {
    locationActions.choose(label);
    close();
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
      locationActions.addAddress(draft);
      close();
      return undefined;
    }
    try {
      const editing = view.kind === 'form' ? view.editing : undefined;
      await save.mutateAsync({ id: editing?.id, body: draft });
      locationActions.choose(addressLabel(draft));
      close();
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
    ? (server.data?.addresses ?? []).map((a) => ({
        id: a.id,
        label: addressLabel(a),
        detail: a.phone,
        record: a,
      }))
    : local.addresses.map((a) => ({ id: a.id, label: addressLabel(a), detail: a.phone, record: undefined }));

  return (
    <Modal open={open} onClose={close} title={title}>
      {view.kind === 'form' ? (
        <AddressForm
          initial={
            view.editing
              ? { name: view.editing.name, phone: view.editing.phone, address: view.editing.address }
              : undefined
          }
          onCancel={() => setView({ kind: 'list' })}
          onSave={saveDraft}
        />
      ) : (
        <div className="space-y-4">
          <ul className="space-y-2">
            {PRESET_LOCATIONS.map((label) => (
              <li key={label}>
                <LocationOption
                  label={label}
                  selected={label === currentLabel}
                  onChoose={() => choose(label)}
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
                      onChoose={() => choose(a.label)}
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
                      onClick={() =>
                        signedIn
                          ? attempt(() => remove.mutateAsync(a.id))
                          : locationActions.removeAddress(a.id)
                      }
                    >
                      <Trash2 aria-hidden="true" className="h-4 w-4" />
                    </IconButton>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <FormAlert message={error} />
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
