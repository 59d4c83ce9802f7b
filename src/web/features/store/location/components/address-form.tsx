import { LocateFixed } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { check, formatPhoneNumber } from '#shared/validation.ts';
import { reverseGeocode } from '../api/reverse-geocode.ts';
import { detectLocation } from '../lib/detect-location.ts';
import { type AddressDraft, validateAddressDraft } from '../lib/location-state.ts';

type Props = {
  /** Saves and resolves to an error message to show, or undefined when saved. */
  onSave: (draft: AddressDraft) => Promise<string | undefined> | undefined;
  onCancel: () => void;
  initial?: AddressDraft;
};

const field =
  'mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2 focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700';

export function AddressForm({ onSave, onCancel, initial }: Props) {
  const [draft, setDraft] = useState<AddressDraft>(initial ?? { name: '', phone: '', address: '' });
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [detecting, setDetecting] = useState(false);

  const update = (key: keyof AddressDraft) => (event: { target: { value: string } }) => {
    setDraft((d) => ({ ...d, [key]: event.target.value }));
    setError(undefined);
  };

  async function detectCurrentLocation() {
    setDetecting(true);
    setNotice(undefined);
    const result = await detectLocation(
      typeof navigator !== 'undefined' ? navigator.geolocation : undefined,
      reverseGeocode,
    );
    setDetecting(false);
    if (result.ok) setDraft((d) => ({ ...d, address: result.place.label }));
    else setNotice(result.message);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The phone follows the server's rule (a +91 number must be a mobile), so a guest learns it
    // here rather than at checkout. Checked here, not in location-state: that file is in the
    // first-load bundle and the shared rules would bring zod with them.
    const problem = validateAddressDraft(draft) ?? check.phone(formatPhoneNumber(draft.phone));
    if (problem) {
      setError(problem);
      return;
    }
    setError(await onSave(draft));
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <button
        type="button"
        onClick={detectCurrentLocation}
        disabled={detecting}
        className="flex w-full items-center justify-center gap-2 rounded-lg border border-brand-700 px-3 py-2 font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <LocateFixed aria-hidden="true" className="h-4 w-4" />
        {detecting ? 'Detecting your location...' : 'Use my current location'}
      </button>
      {notice && (
        <p role="alert" className="rounded-lg bg-amber-50 p-2 text-sm text-amber-900">
          {notice}
        </p>
      )}
      <label className="block text-sm font-medium">
        Name
        <input className={field} autoComplete="name" value={draft.name} onChange={update('name')} />
      </label>
      <label className="block text-sm font-medium">
        Phone
        <input
          className={field}
          type="tel"
          autoComplete="tel"
          value={draft.phone}
          onChange={update('phone')}
        />
      </label>
      <label className="block text-sm font-medium">
        Address
        <textarea
          className={field}
          rows={3}
          autoComplete="street-address"
          value={draft.address}
          onChange={update('address')}
        />
      </label>
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-2 text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
      <div className="flex gap-2 pt-1">
        <button
          type="button"
          onClick={onCancel}
          className="h-10 flex-1 rounded-lg border border-stone-300 font-semibold hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          Back
        </button>
        <button
          type="submit"
          className="h-10 flex-1 rounded-lg bg-brand-700 font-bold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900"
        >
          Save Address
        </button>
      </div>
    </form>
  );
}
