// All accounts (customers and staff): search, role filter, create staff, change role (confirmed
// first), disable and enable (confirmed first), see and lift staff sign-in locks. Customers (phone-code accounts, as the server
// marks them) keep the customer role: staff access needs a staff account, which "Add staff" creates.
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import type { Account, StaffUser } from '#shared/api/staff.ts';
import type { Role } from '#shared/roles.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Pager } from '#web/components/ui/pager.tsx';
import { ShopDevicesPanel } from '#web/features/admin/shop-tablets/components/shop-devices-panel.tsx';
import { type AccountsFilter, useAccounts } from '../api/get-accounts.ts';
import { useAccountActions } from '../hooks/use-account-actions.ts';
import { AccountRow } from './account-row.tsx';
import { AccountsFilterBar } from './accounts-filter-bar.tsx';
import { CreateStaffForm } from './create-staff-form.tsx';

export function UsersPage({ viewer }: { viewer: StaffUser }) {
  const [filter, setFilter] = useState<AccountsFilter>({ search: '', role: '', page: 1 });
  const [creating, setCreating] = useState(false);
  const [roleChange, setRoleChange] = useState<{ account: Account; role: Role }>();
  /** The account whose Disable account / Enable account waits for its confirmation. */
  const [statusChange, setStatusChange] = useState<Account>();
  const accounts = useAccounts(filter);
  const { message, change, updating, unlockAccount, unlocking } = useAccountActions();

  async function confirmRoleChange() {
    if (!roleChange) return;
    await change(roleChange.account, { role: roleChange.role });
    setRoleChange(undefined);
  }

  async function confirmStatusChange() {
    if (!statusChange) return;
    await change(statusChange, { disabled: !statusChange.disabled });
    setStatusChange(undefined);
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
      <AccountsFilterBar filter={filter} onFilter={setFilter} />
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
            {accounts.data?.accounts.map((account) => (
              <AccountRow
                key={account.id}
                account={account}
                self={account.id === viewer.id}
                unlocking={unlocking}
                onRole={(role) => setRoleChange({ account, role })}
                onToggleDisabled={() => setStatusChange(account)}
                onUnlock={() => unlockAccount(account)}
              />
            ))}
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
        busy={updating}
        onConfirm={() => void confirmRoleChange()}
        onCancel={() => setRoleChange(undefined)}
      />
      <ConfirmDialog
        open={statusChange !== undefined}
        title={statusChange?.disabled ? 'Enable account?' : 'Disable account?'}
        message={
          statusChange?.disabled
            ? `Enable the account of ${statusChange.name}? They can sign in again.`
            : statusChange
              ? `Disable the account of ${statusChange.name}? They are signed out on every device at once and cannot sign in until it is enabled again.`
              : ''
        }
        confirmLabel={statusChange?.disabled ? 'Enable account' : 'Disable account'}
        busy={updating}
        onConfirm={() => void confirmStatusChange()}
        onCancel={() => setStatusChange(undefined)}
      />
      <ShopDevicesPanel />
    </div>
  );
}
