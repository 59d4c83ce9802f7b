// 'Couldn't deliver' (docs/product.md#the-riders-page): why, in the rider's own words when it is
// 'Other', and for 'Not at home' an optional photo of the door from the phone's back camera. The
// photo goes first (it needs a connection); without one the tap is still queued, without the photo.
import { useId, useState } from 'react';
import type { RiderDelivery } from '#shared/api/dispatch.ts';
import { FAIL_REASON_LABELS, FAIL_REASONS, type FailReason } from '#shared/dispatch/delivery-rules.ts';
import { TextAreaField } from '#web/components/form/text-area-field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { uploadDoorPhoto } from '../api/rider-api.ts';
import { DANGER } from './button-class.ts';

type Props = {
  delivery: RiderDelivery;
  onFailed: (details: { reason: FailReason; note?: string; photo?: string }, photoProblem: boolean) => void;
  onClose: () => void;
};

const NOTE_MAX = 300;

export function FailDialog({ delivery, onFailed, onClose }: Props) {
  const [reason, setReason] = useState<FailReason | null>(null);
  const [note, setNote] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const legendId = useId();
  const photoId = useId();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!reason) return setError('Choose why it could not be delivered');
    const trimmed = note.trim();
    if (reason === 'other' && !trimmed) return setError('Say what happened');
    if (trimmed.length > NOTE_MAX) return setError(`At most ${NOTE_MAX} characters`);
    setError(undefined);
    setSending(true);
    let stored: string | undefined;
    let photoProblem = false;
    if (reason === 'not_at_home' && photo) {
      try {
        stored = await uploadDoorPhoto(delivery.id, photo);
      } catch {
        photoProblem = true;
      }
    }
    setSending(false);
    onFailed(
      { reason, ...(trimmed ? { note: trimmed } : {}), ...(stored ? { photo: stored } : {}) },
      photoProblem,
    );
    onClose();
  }

  return (
    <Modal open onClose={onClose} title={`Couldn't deliver ${delivery.orderNumber}`}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <fieldset aria-labelledby={legendId} className="space-y-2">
          <legend id={legendId} className="mb-1 font-semibold">
            What happened?
          </legend>
          {FAIL_REASONS.map((value) => (
            <label
              key={value}
              className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border-2 border-stone-200 px-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="reason"
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
                className="h-5 w-5 accent-brand-700"
              />
              <span className="text-lg">{FAIL_REASON_LABELS[value]}</span>
            </label>
          ))}
        </fieldset>
        <TextAreaField
          label={reason === 'other' ? 'What happened (needed)' : 'Note (optional)'}
          rows={3}
          maxLength={NOTE_MAX}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        {reason === 'not_at_home' && (
          <div>
            <label htmlFor={photoId} className="block font-semibold">
              Photo of the door (optional)
            </label>
            <input
              id={photoId}
              type="file"
              accept="image/*"
              capture="environment"
              onChange={(event) => setPhoto(event.target.files?.[0] ?? null)}
              className="mt-1 block min-h-12 w-full text-base file:mr-3 file:min-h-12 file:rounded-xl file:border-0 file:bg-stone-200 file:px-4 file:font-semibold"
            />
          </div>
        )}
        <FormAlert message={error} />
        <button type="submit" className={DANGER} disabled={sending}>
          {sending ? 'Sending the photo...' : "Couldn't deliver"}
        </button>
      </form>
    </Modal>
  );
}
