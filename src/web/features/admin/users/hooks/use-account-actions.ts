// What the users page does to an account (change its role, enable or disable it, lift its sign-in
// lock), with the one message that says why the last attempt failed.
import { useState } from 'react';
import type { Account } from '#shared/api/staff.ts';
import type { Role } from '#shared/roles.ts';
import { failureMessage } from '#web/lib/failure-message.ts';
import { useUnlockAccount } from '../api/unlock-account.ts';
import { useUpdateAccount } from '../api/update-account.ts';

export function useAccountActions() {
  const [message, setMessage] = useState<string>();
  const update = useUpdateAccount();
  const unlock = useUnlockAccount();

  async function change(account: Account, change: { role?: Role; disabled?: boolean }) {
    setMessage(undefined);
    try {
      await update.mutateAsync({ id: account.id, change });
    } catch (failure) {
      setMessage(failureMessage(failure, 'Update failed'));
    }
  }

  async function unlockAccount(account: Account) {
    setMessage(undefined);
    try {
      await unlock.mutateAsync(account.id);
    } catch (failure) {
      setMessage(failureMessage(failure, 'Unlock failed'));
    }
  }

  return { message, change, updating: update.isPending, unlockAccount, unlocking: unlock.isPending };
}
