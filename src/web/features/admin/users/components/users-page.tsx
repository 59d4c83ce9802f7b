// All accounts (customers and staff): search, role filter, create staff, change role (confirmed
// first), disable, see and lift staff sign-in locks. Customers (phone-code accounts, as the server
// marks them) keep the customer role: staff access needs a staff account, which "Add staff" creates.
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import type { Account, StaffUser } from '#shared/api/staff.ts';
import { ROLES, type Role } from '#shared/roles.ts';
import { ValueOptions } from '#web/components/form/value-options.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Pager } from '#web/components/ui/pager.tsx';
import { failureMessage } from '#web/lib/failure-message.ts';
import { type AccountsFilter, useAccounts } from '../api/get-accounts.ts';
import { useUnlockAccount } from '../api/unlock-account.ts';
import { useUpdateAccount } from '../api/update-account.ts';
import { CreateStaffForm } from './create-staff-form.tsx';
import { SignInLockCell } from './sign-in-lock-cell.tsx';

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

export function UsersPage({ viewer }: { viewer: StaffUser }) {
  const [filter, setFilter] = useState<AccountsFilter>({ search: '', role: '', page: 1 });
  const [creating, setCreating] = useState(false);
  const [message, setMessage] = useState<string>();
  const [roleChange, setRoleChange] = useState<{ account: Account; role: Role }>();
  const accounts = useAccounts(filter);
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

  async function confirmRoleChange() {
    if (!roleChange) return;
    await change(roleChange.account, { role: roleChange.role });
    setRoleChange(undefined);
  }

  async function unlockAccount(account: Account) {
    setMessage(undefined);
    try {
      await unlock.mutateAsync(account.id);
    } catch (failure) {
      setMessage(failureMessage(failure, 'Unlock failed'));
    }
  }

  const pages = accounts.data ? Math.max(1, Math.ceil(accounts.data.total / accounts.data.pageSize)) : 1;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold">Users</h1>
        <button
          type="button"
          onClick={() => setCreating(true)}
          className="flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2 font-bold text-white hover:bg-brand-800"
        >
          <UserPlus aria-hidden="true" className="h-4 w-4" />
          Add staff
        </button>
      </div>
      {creating && <CreateStaffForm onDone={() => setCreating(false)} />}
      <div className="flex flex-wrap gap-2">
        <input
          type="search"
          aria-label="Search users"
          placeholder="Search by name, email or phone"
          value={filter.search}
          onChange={(e) => setFilter({ ...filter, search: e.target.value, page: 1 })}
          className="h-10 min-w-0 flex-1 rounded-lg border border-stone-300 px-3"
        />
        <select
          aria-label="Filter by role"
          value={filter.role}
          onChange={(e) => setFilter({ ...filter, role: e.target.value as Role | '', page: 1 })}
          className="h-10 rounded-lg border border-stone-300 px-3"
        >
          <option value="">All roles</option>
          <ValueOptions values={ROLES} />
        </select>
      </div>
      {message && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
          {message}
        </p>
      )}
      <div className="overflow-x-auto rounded-2xl bg-white shadow-sm">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-stone-200 bg-stone-50">
            <tr>
              <th className="px-4 py-3">Name</th>
              <th className="px-4 py-3">Email or phone</th>
              <th className="px-4 py-3">Role</th>
              <th className="px-4 py-3">Created</th>
              <th className="px-4 py-3">Last sign-in</th>
              <th className="px-4 py-3">Status</th>
              <th className="px-4 py-3">Sign-in</th>
            </tr>
          </thead>
          <tbody>
            {accounts.data?.accounts.map((account) => {
              const self = account.id === viewer.id;
              return (
                <tr key={account.id} className="border-b border-stone-100">
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
                        onChange={(e) => setRoleChange({ account, role: e.target.value as Role })}
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
                    <button
                      type="button"
                      disabled={self}
                      onClick={() => change(account, { disabled: !account.disabled })}
                      aria-label={`${account.disabled ? 'Enable' : 'Disable'} ${account.name}`}
                      className={`rounded-md px-2 py-1 font-semibold disabled:opacity-50 ${
                        account.disabled ? 'bg-red-100 text-red-900' : 'bg-green-100 text-green-900'
                      }`}
                    >
                      {account.disabled ? 'Disabled' : 'Active'}
                    </button>
                  </td>
                  <td className="px-4 py-3">
                    <SignInLockCell
                      account={account}
                      busy={unlock.isPending}
                      onUnlock={() => unlockAccount(account)}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {accounts.data?.accounts.length === 0 && (
          <p className="p-6 text-center text-stone-600">No users found</p>
        )}
        {accounts.isPending && <p className="p-6 text-center text-stone-600">Loading...</p>}
      </div>
      <Pager page={filter.page} pages={pages} onPage={(page) => setFilter({ ...filter, page })} />
      <ConfirmDialog
        open={roleChange !== undefined}
        title="Change role?"
        message={
          roleChange
            ? `Change the role of ${roleChange.account.name} from ${roleChange.account.role} to ${roleChange.role}? It applies at once on every device they are signed in on.`
            : ''
        }
        confirmLabel="Change role"
        busy={update.isPending}
        onConfirm={() => void confirmRoleChange()}
        onCancel={() => setRoleChange(undefined)}
      />
    </div>
  );
}
