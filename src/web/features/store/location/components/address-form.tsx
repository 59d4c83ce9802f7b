import MapPin from 'lucide-react/icons/map-pin';
import { type FormEvent, useState } from 'react';
import { check, formatPhoneNumber } from '#shared/validation.ts';
import { AddressFields } from '#web/features/store/shared/components/address-fields.tsx';
import { AddressNameChoice } from '#web/features/store/shared/components/address-name-choice.tsx';
import {
  type AddressDraft,
  pointText,
  validateAddressDraft,
} from '#web/features/store/shared/lib/address-draft.ts';
import type { AddressName } from '#web/features/store/shared/lib/keep-checkout-address.ts';
import { reverseGeocode } from '#web/features/store/shared/map/reverse-geocode.ts';
import { useT } from '#web/lib/i18n/language-context.tsx';
import { detectLocation } from '../lib/detect-location.ts';
import { CurrentLocationButton } from './current-location-button.tsx';

type Props = {
  /** Saves and resolves to an error message to show, or undefined when saved. */
  onSave: (draft: AddressDraft, name: AddressName | undefined) => Promise<string | undefined> | undefined;
  onCancel: () => void;
  initial: AddressDraft;
  /** The name a signed-in customer's address is saved under; undefined: no names (a guest's device). */
  initialName?: AddressName;
};

export function AddressForm({ onSave, onCancel, initial, initialName }: Props) {
  const t = useT();
  const [draft, setDraft] = useState<AddressDraft>(initial);
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [detecting, setDetecting] = useState(false);

  const update = (key: keyof AddressDraft, value: string) => {
    setDraft((d) => ({ ...d, [key]: value }));
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
    if (result.point) {
      const { latitude, longitude } = result.point;
      setDraft((d) => ({ ...d, latitude, longitude, area: result.ok ? result.place.label : d.area }));
    }
    if (!result.ok) setNotice(result.message);
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
    setError(await onSave(draft, name));
  }

  const where = pointText(draft);
  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <p className="flex items-start gap-2 rounded-lg bg-stone-50 p-2 text-sm">
        <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
        <span>
          {where ? (
            <>
              {t('Location:')} <strong>{where}</strong>
            </>
          ) : (
            t('No location yet: use your current location, or go back and pick an area.')
          )}
        </span>
      </p>
      <CurrentLocationButton detecting={detecting} onClick={detectCurrentLocation} />
      {notice && (
        <p role="alert" className="rounded-lg bg-amber-50 p-2 text-sm text-amber-900">
          {t(notice)}
        </p>
      )}
      <AddressFields draft={draft} onChange={update} />
      {name && <AddressNameChoice value={name} onChange={setName} />}
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-2 text-sm font-semibold text-red-800">
          {t(error)}
        </p>
      )}
      <div className="flex gap-2 pt-1">
        <button
          type="button"
          onClick={onCancel}
          className="h-10 flex-1 rounded-lg border border-stone-300 font-semibold hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {t('Back')}
        </button>
        <button
          type="submit"
          className="h-10 flex-1 rounded-lg bg-brand-700 font-bold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900"
        >
          {t('Save Address')}
        </button>
      </div>
    </form>
  );
}
