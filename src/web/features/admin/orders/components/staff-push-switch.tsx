// 'New-order notifications on this device' on the board, beside this device's other settings:
// a new order reaches this device by push even when the board is closed or the tablet asleep.
import { useId } from 'react';
import { NOTIFICATION_TEXTS } from '#shared/notifications.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { useStaffPush } from '../hooks/use-staff-push.ts';

const HINT = {
  on: 'On for this device: every new order shows a notification here, even with the board closed.',
  off: 'Settings for this device only.',
} as const;

export function StaffPushSwitch() {
  const push = useStaffPush();
  const hintId = useId();
  if (push.state === 'hidden') return null;
  const usable = push.state === 'on' || push.state === 'off';
  return (
    <section
      aria-label={NOTIFICATION_TEXTS.staffPush}
      className="space-y-2 rounded-2xl bg-white p-3 shadow-sm"
    >
      <label className="inline-flex cursor-pointer items-center gap-3 text-sm font-semibold">
        <input
          type="checkbox"
          role="switch"
          checked={push.state === 'on'}
          aria-checked={push.state === 'on'}
          aria-describedby={hintId}
          disabled={!usable || push.working}
          onChange={(e) => void push.set(e.target.checked)}
          className="relative h-7 w-12 shrink-0 cursor-pointer appearance-none rounded-full bg-stone-500 transition-colors before:absolute before:top-1 before:left-1 before:h-5 before:w-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-green-700 checked:before:translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
        />
        {NOTIFICATION_TEXTS.staffPush}
      </label>
      <p id={hintId} className="text-sm text-stone-700">
        {push.state === 'blocked'
          ? NOTIFICATION_TEXTS.notifyBlocked
          : push.state === 'unsupported'
            ? NOTIFICATION_TEXTS.notifyUnsupported
            : HINT[push.state]}
      </p>
      {push.failed && <FormAlert message="New-order notifications could not be changed. Try again." />}
    </section>
  );
}
