// Which addresses are locked out of an account's staff sign-in and until when, whether every
// sign-in asks for the robot check, and the admin's Unlock (it lifts all of it at once).
import { LockOpen } from 'lucide-react';
import type { Account } from '#shared/api/staff.ts';
import { SHOP_TIME_ZONE } from '#shared/constants.ts';

// The shop's clock, as the rest of the admin area reads times.
const time = new Intl.DateTimeFormat('en-IN', { timeStyle: 'short', timeZone: SHOP_TIME_ZONE });

export function SignInLockCell({
  account,
  busy,
  onUnlock,
}: {
  account: Account;
  busy: boolean;
  onUnlock: () => void;
}) {
  const lock = account.signInLock;
  if (!lock) return <span className="text-stone-500">Not locked</span>;
  return (
    <div className="min-w-56 space-y-1">
      <ul className="space-y-0.5 text-red-800">
        {lock.addresses.map((a) => (
          <li key={a.ipAddress ?? 'unknown'}>
            Locked for {a.ipAddress ?? 'an unknown address'} until {time.format(new Date(a.until))}
          </li>
        ))}
        {lock.checkRequiredUntil && (
          <li>Security check required until {time.format(new Date(lock.checkRequiredUntil))}</li>
        )}
      </ul>
      <button
        type="button"
        disabled={busy}
        onClick={onUnlock}
        aria-label={`Unlock ${account.name}`}
        className="flex items-center gap-1 rounded-md bg-stone-100 px-2 py-1 font-semibold text-stone-900 hover:bg-stone-200 disabled:opacity-50"
      >
        <LockOpen aria-hidden="true" className="h-3.5 w-3.5" />
        Unlock
      </button>
    </div>
  );
}
