// A phone order's customer: their number finds them and their saved addresses (or says they are
// new: the order creates them, without an SMS); a delivery goes to a saved address or a new one
// with its point (the pin the customer shares), a pickup needs neither.
import { useId, useState } from 'react';
import type { CustomerLookup } from '#shared/api/order-pad.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { failureMessage } from '#web/lib/failure-message.ts';
import { lookupCustomer } from '../api/pad-api.ts';

export type NewAddress = {
  house: string;
  address: string;
  area: string;
  latitude: string;
  longitude: string;
};
export const EMPTY_ADDRESS: NewAddress = { house: '', address: '', area: '', latitude: '', longitude: '' };

export type PhoneCustomerDraft = {
  phone: string;
  name: string;
  found: CustomerLookup | null;
  orderType: 'pickup' | 'delivery';
  /** A saved address's id, 'new', or null before one is chosen. */
  addressId: string | null;
  address: NewAddress;
};

export const EMPTY_PHONE_CUSTOMER: PhoneCustomerDraft = {
  phone: '',
  name: '',
  found: null,
  orderType: 'delivery',
  addressId: null,
  address: EMPTY_ADDRESS,
};

const INPUT = 'mt-1 h-11 w-full rounded-lg border border-stone-400 px-3';
const RADIO_CARD =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-stone-300 px-3 py-2 has-checked:border-brand-700 has-checked:bg-brand-50';

type Props = { draft: PhoneCustomerDraft; onChange: (draft: PhoneCustomerDraft) => void };

export function PhoneCustomer({ draft, onChange }: Props) {
  const [looking, setLooking] = useState(false);
  const [error, setError] = useState<string>();
  const phoneId = useId();
  const nameId = useId();
  const set = (change: Partial<PhoneCustomerDraft>) => onChange({ ...draft, ...change });
  const setAddress = (change: Partial<NewAddress>) => set({ address: { ...draft.address, ...change } });

  async function find() {
    setError(undefined);
    setLooking(true);
    try {
      const found = await lookupCustomer(draft.phone.trim());
      const first = found.addresses.find((a) => a.isDefault) ?? found.addresses[0];
      onChange({
        ...draft,
        found,
        name: draft.name || found.customer?.name || '',
        addressId: first ? first.id : 'new',
      });
    } catch (failure) {
      setError(failureMessage(failure, 'The customer could not be looked up'));
    } finally {
      setLooking(false);
    }
  }

  return (
    <div className="space-y-3">
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <label htmlFor={phoneId} className="text-sm font-semibold">
            Customer's phone
          </label>
          <input
            id={phoneId}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            value={draft.phone}
            onChange={(e) => set({ phone: e.target.value, found: null, addressId: null })}
            onKeyDown={(e) => {
              if (e.key === 'Enter') void find();
            }}
            className={INPUT}
          />
        </div>
        <button
          type="button"
          onClick={() => void find()}
          disabled={looking || draft.phone.trim() === ''}
          className="h-11 rounded-lg border border-brand-700 px-4 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-60"
        >
          {looking ? 'Finding...' : 'Find'}
        </button>
      </div>
      <FormAlert message={error} />
      {draft.found && (
        <p role="status" className="text-sm font-semibold">
          {draft.found.customer
            ? `${draft.found.customer.name ?? 'Customer'}: ${draft.found.addresses.length} saved address${draft.found.addresses.length === 1 ? '' : 'es'}`
            : 'New customer: the order adds them (no SMS is sent)'}
        </p>
      )}
      <div>
        <label htmlFor={nameId} className="text-sm font-semibold">
          Name <span className="font-normal text-stone-700">(for the bill)</span>
        </label>
        <input
          id={nameId}
          value={draft.name}
          onChange={(e) => set({ name: e.target.value })}
          className={INPUT}
        />
      </div>
      <fieldset className="grid grid-cols-2 gap-2">
        <legend className="mb-1 text-sm font-semibold">Delivered or collected</legend>
        {(['delivery', 'pickup'] as const).map((type) => (
          <label key={type} className={RADIO_CARD}>
            <input
              type="radio"
              name="pad-order-type"
              checked={draft.orderType === type}
              onChange={() => set({ orderType: type })}
              className="h-5 w-5 accent-brand-700"
            />
            {type === 'delivery' ? 'Delivery' : 'Pickup'}
          </label>
        ))}
      </fieldset>
      {draft.orderType === 'delivery' && (
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-semibold">Address</legend>
          {(draft.found?.addresses ?? []).map((a) => (
            <label key={a.id} className={RADIO_CARD}>
              <input
                type="radio"
                name="pad-address"
                checked={draft.addressId === a.id}
                onChange={() => set({ addressId: a.id })}
                className="h-5 w-5 accent-brand-700"
              />
              <span className="text-sm">
                {[a.house, a.address, a.area].filter(Boolean).join(', ')}
                {a.latitude === null && ' (no pin)'}
              </span>
            </label>
          ))}
          <label className={RADIO_CARD}>
            <input
              type="radio"
              name="pad-address"
              checked={draft.addressId === 'new'}
              onChange={() => set({ addressId: 'new' })}
              className="h-5 w-5 accent-brand-700"
            />
            A new address
          </label>
          {draft.addressId === 'new' && (
            <div className="grid grid-cols-2 gap-2">
              <AddressInput
                label="House or flat"
                value={draft.address.house}
                onChange={(house) => setAddress({ house })}
              />
              <AddressInput
                label="Area"
                value={draft.address.area}
                onChange={(area) => setAddress({ area })}
              />
              <div className="col-span-2">
                <AddressInput
                  label="Building and street"
                  value={draft.address.address}
                  onChange={(address) => setAddress({ address })}
                />
              </div>
              <AddressInput
                label="Latitude"
                inputMode="decimal"
                value={draft.address.latitude}
                onChange={(latitude) => setAddress({ latitude })}
              />
              <AddressInput
                label="Longitude"
                inputMode="decimal"
                value={draft.address.longitude}
                onChange={(longitude) => setAddress({ longitude })}
              />
              <p className="col-span-2 text-sm text-stone-700">
                The point from the location the customer shares (a WhatsApp pin): it prices the delivery.
              </p>
            </div>
          )}
        </fieldset>
      )}
    </div>
  );
}

function AddressInput({
  label,
  value,
  onChange,
  inputMode,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  inputMode?: 'decimal';
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        value={value}
        inputMode={inputMode}
        onChange={(e) => onChange(e.target.value)}
        className={INPUT}
      />
    </div>
  );
}
