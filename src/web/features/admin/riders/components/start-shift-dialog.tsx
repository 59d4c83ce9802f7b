// Start shift: the cash float handed to the rider, in rupees (docs/product.md#cash-per-rider).
import { useState } from 'react';
import type { RiderAccount } from '#shared/api/dispatch.ts';
import { FLOAT_MESSAGE } from '#shared/api/dispatch.ts';
import { FormModal } from '#web/components/form/form-modal.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { failureMessage } from '#web/lib/failure-message.ts';
import { useOpenShift } from '../api/riders.ts';
import { readRupees } from '../lib/rupees-field.ts';

export function StartShiftDialog({ rider, onClose }: { rider: RiderAccount; onClose: () => void }) {
  const open = useOpenShift();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const [message, setMessage] = useState<string>();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const float = readRupees(typed);
    if (float === null) {
      setError(FLOAT_MESSAGE);
      return;
    }
    setError(undefined);
    setMessage(undefined);
    try {
      await open.mutateAsync({ id: rider.id, float });
      onClose();
    } catch (failure) {
      setMessage(failureMessage(failure, 'The shift could not be started'));
    }
  }

  return (
    <FormModal
      title={`Start ${rider.name}'s shift`}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Start shift"
      busyLabel={open.isPending ? 'Starting...' : undefined}
      message={message}
    >
      <TextField
        label="Cash float (₹)"
        hint="The change you hand the rider now"
        inputMode="decimal"
        autoComplete="off"
        data-autofocus
        value={typed}
        error={error}
        onChange={(e) => setTyped(e.target.value)}
      />
    </FormModal>
  );
}
