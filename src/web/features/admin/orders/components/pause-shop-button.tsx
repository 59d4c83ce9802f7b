// 'Pause shop' on the board (docs/product.md#pausing-the-shop): any member of staff stops orders
// in an emergency (the gas ran out, the power is cut) without finding a manager first. A
// confirmation, so a stray tap does not close the shop, with an optional reason that goes to the
// audit log. Shown only while the shop takes orders; the paused bar takes its place.
import { useId, useState } from 'react';
import { SHOP_PAUSE_REASON_MAX } from '#shared/api/settings.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { failureMessage } from '#web/lib/failure-message.ts';
import { usePauseShop } from '../api/shop-pause.ts';
import { useBoardSettings } from '../api/shop-settings.ts';
import { PAUSE_TEXTS } from '../lib/pause-text.ts';

export function PauseShopButton() {
  const settings = useBoardSettings();
  const pause = usePauseShop();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  if (settings.data?.shopOpen !== true) return null;

  function close() {
    setAsking(false);
    setReason('');
    pause.reset();
  }

  return (
    <>
      <button
        type="button"
        onClick={() => setAsking(true)}
        className="h-10 rounded-lg border-2 border-red-700 bg-white px-3 font-bold text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-900"
      >
        {PAUSE_TEXTS.pause}
      </button>
      <ConfirmDialog
        open={asking}
        title={PAUSE_TEXTS.confirmTitle}
        message={PAUSE_TEXTS.confirmMessage}
        confirmLabel={PAUSE_TEXTS.pause}
        cancelLabel="Keep taking orders"
        busy={pause.isPending}
        details={
          <div className="mt-3 space-y-2">
            <label htmlFor={reasonId} className="block text-sm font-semibold">
              {PAUSE_TEXTS.reason}
            </label>
            <input
              id={reasonId}
              data-autofocus
              value={reason}
              maxLength={SHOP_PAUSE_REASON_MAX}
              onChange={(e) => setReason(e.target.value)}
              placeholder="e.g. Gas ran out"
              className="h-10 w-full rounded-lg border border-stone-300 px-3"
            />
            <FormAlert
              message={pause.error ? failureMessage(pause.error, 'The shop could not be paused') : undefined}
            />
          </div>
        }
        onConfirm={() => pause.mutate({ reason: reason.trim() || undefined }, { onSuccess: () => close() })}
        onCancel={close}
      />
    </>
  );
}
