// Hand in cash (docs/product.md#cash-per-rider): what the rider should hold, the amount counted,
// the variance as it is typed, and a reason whenever the two differ (the server asks the same).
import { useState } from 'react';
import type { RiderAccount } from '#shared/api/dispatch.ts';
import { COUNTED_MESSAGE } from '#shared/api/dispatch.ts';
import { DISPATCH_MESSAGES } from '#shared/dispatch/delivery-rules.ts';
import { formatAmount } from '#shared/money.ts';
import { FormModal } from '#web/components/form/form-modal.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { failureMessage } from '#web/lib/failure-message.ts';
import { useHandIn } from '../api/riders.ts';
import { readRupees, varianceRupees, varianceText } from '../lib/rupees-field.ts';

type Props = { rider: RiderAccount & { shift: NonNullable<RiderAccount['shift']> }; onClose: () => void };

export function HandInDialog({ rider, onClose }: Props) {
  const handIn = useHandIn();
  const expected = rider.shift.cashInHand;
  const [typed, setTyped] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ counted?: string; reason?: string }>({});
  const [message, setMessage] = useState<string>();
  const counted = readRupees(typed);
  const variance = counted === null ? null : varianceRupees(expected, counted);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const next = {
      counted: counted === null ? COUNTED_MESSAGE : undefined,
      reason:
        variance !== null && variance !== 0 && !reason.trim() ? DISPATCH_MESSAGES.varianceReason : undefined,
    };
    setErrors(next);
    if (next.counted || next.reason || counted === null) return;
    setMessage(undefined);
    try {
      await handIn.mutateAsync({
        id: rider.id,
        counted,
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      });
      onClose();
    } catch (failure) {
      setMessage(failureMessage(failure, 'The hand-in could not be saved'));
    }
  }

  return (
    <FormModal
      title={`Cash from ${rider.name}`}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Hand in"
      busyLabel={handIn.isPending ? 'Saving...' : undefined}
      message={message}
    >
      <p className="sm:col-span-2">
        Expected: <strong data-testid="hand-in-expected">{formatAmount(expected)}</strong>
        <span className="block text-sm text-stone-700">
          Float {formatAmount(rider.shift.float)} + cash collected {formatAmount(rider.shift.cashCollected)}
          {rider.shift.handedIn > 0 ? ` − handed in ${formatAmount(rider.shift.handedIn)}` : ''}
        </span>
      </p>
      <TextField
        label="Counted (₹)"
        inputMode="decimal"
        autoComplete="off"
        data-autofocus
        value={typed}
        error={errors.counted}
        onChange={(e) => setTyped(e.target.value)}
      />
      <p
        aria-live="polite"
        data-testid="hand-in-variance"
        className={`self-end pb-2 font-semibold ${variance === null || variance === 0 ? 'text-stone-800' : 'text-red-800'}`}
      >
        {variance === null ? '' : `Variance: ${varianceText(variance)}`}
      </p>
      {variance !== null && variance !== 0 && (
        <TextField
          label="Why it differs"
          className="sm:col-span-2"
          autoComplete="off"
          maxLength={300}
          value={reason}
          error={errors.reason}
          onChange={(e) => setReason(e.target.value)}
        />
      )}
    </FormModal>
  );
}
