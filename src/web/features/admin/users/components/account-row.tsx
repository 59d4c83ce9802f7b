// One account in the users table: its role (a select for staff accounts, fixed for customers), its
// dates, its status with Disable account / Enable account, and the sign-in lock. Nobody changes or disables their own account.
import type { Account } from '#shared/api/staff.ts';
import { ROLES, type Role } from '#shared/roles.ts';
import { ValueOptions } from '#web/components/form/value-options.tsx';
import { SignInLockCell } from './sign-in-lock-cell.tsx';

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

type Props = {
  account: Account;
  self: boolean;
  unlocking: boolean;
  onRole: (role: Role) => void;
  onToggleDisabled: () => void;
  onUnlock: () => void;
};

export function AccountRow({ account, self, unlocking, onRole, onToggleDisabled, onUnlock }: Props) {
  return (
    <tr className="border-b border-stone-100">
      <td className="px-4 py-3 font-medium">{account.name}</td>
      <td className="px-4 py-3">{account.phoneNumber ?? account.email}</td>
      <td className="px-4 py-3">
        {account.customer ? (
          <span>
            {account.role} <span className="text-stone-600">(customer)</span>
          </span>
        ) : (
          <select
            aria-label={`Role of ${account.name}`}
            value={account.role}
            disabled={self}
            onChange={(e) => onRole(e.target.value as Role)}
            className="rounded-md border border-stone-300 px-2 py-1"
          >
            <ValueOptions values={ROLES} />
          </select>
        )}
      </td>
      <td className="px-4 py-3">{dateTime.format(new Date(account.createdAt))}</td>
      <td className="px-4 py-3">
        {account.lastSignInAt ? dateTime.format(new Date(account.lastSignInAt)) : 'Never'}
      </td>
      <td className="px-4 py-3">
        {/* The state, then the action on it in words: a coloured 'Active' that disabled the account
            on a click read as a label, not a button. Confirmed first (users-page.tsx). */}
        <div className="flex flex-wrap items-center gap-2">
          <span
            className={`rounded-md px-2 py-1 font-semibold ${
              account.disabled ? 'bg-red-100 text-red-900' : 'bg-green-100 text-green-900'
            }`}
          >
            {account.disabled ? 'Disabled' : 'Active'}
          </span>
          {!self && (
            <button
              type="button"
              onClick={onToggleDisabled}
              aria-label={`${account.disabled ? 'Enable' : 'Disable'} account of ${account.name}`}
              className="rounded-md border border-stone-300 px-2 py-1 font-semibold whitespace-nowrap hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              {account.disabled ? 'Enable account' : 'Disable account'}
            </button>
          )}
        </div>
      </td>
      <td className="px-4 py-3">
        <SignInLockCell account={account} busy={unlocking} onUnlock={onUnlock} />
      </td>
    </tr>
  );
}
