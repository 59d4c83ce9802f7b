// Account administration (admin only): list, create staff with a temporary password, change a
// role, disable and re-enable, lift a sign-in lock. Every change is audited. Customers (phone-code
// accounts) are never given a staff role: that would hand the admin area to a session opened
// without a password.

import { conflict, invalid, notFound } from '#server/http/app-error.ts';
import type { RequestContext } from '#server/http/request-context.ts';
import type { Account, CreateStaffBody, UpdateAccountBody } from '#shared/api/staff.ts';
import { changedFields, changedNothing } from '#shared/audit/changes.ts';
import { MESSAGES } from '#shared/errors.ts';
import type { Role } from '#shared/roles.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { isCustomerEmail } from '../auth/customer-email.ts';
import type { SignInLock } from '../auth/lockout.ts';
import type { SignInLocks } from '../auth/sign-in-locks.service.ts';
import type { SessionsEnded } from '../events/event-bus.ts';
import type { UserRow, UsersRepo } from './users.repo.ts';

const ACCOUNTS_PAGE_SIZE = 25;

type Deps = {
  users: UsersRepo;
  audit: AuditService;
  signInLocks: SignInLocks;
  roleOf: (user: UserRow) => Role;
  sessionsEnded: SessionsEnded;
};

function toAccountLock(lock: SignInLock | undefined): Account['signInLock'] {
  if (!lock) return null;
  return {
    addresses: lock.addresses.map((a) => ({ ipAddress: a.ipAddress, until: a.until.toISOString() })),
    checkRequiredUntil: lock.checkRequiredUntil?.toISOString() ?? null,
  };
}

export function createUsersService({ users, audit, signInLocks, roleOf, sessionsEnded }: Deps) {
  async function toAccounts(rows: UserRow[]): Promise<Account[]> {
    const locks = await signInLocks.locksOf(rows.map((row) => row.email));
    return rows.map((row) => toAccount(row, locks.get(row.email)));
  }

  async function accountOf(id: string): Promise<Account> {
    const row = await users.byId(id);
    if (!row) throw notFound('Account not found');
    const [account] = await toAccounts([row]);
    return account as Account;
  }

  function toAccount(row: UserRow, lock: SignInLock | undefined): Account {
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      phoneNumber: row.phoneNumber,
      role: roleOf(row),
      customer: isCustomerEmail(row.email),
      disabled: row.banned,
      mustChangePassword: row.mustChangePassword,
      createdAt: row.createdAt.toISOString(),
      lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
      signInLock: toAccountLock(lock),
    };
  }

  return {
    async list(query: { search?: string; role?: Role; page: number }) {
      const { rows, total } = await users.list({
        search: query.search || undefined,
        role: query.role,
        limit: ACCOUNTS_PAGE_SIZE,
        offset: (query.page - 1) * ACCOUNTS_PAGE_SIZE,
      });
      return { accounts: await toAccounts(rows), total, pageSize: ACCOUNTS_PAGE_SIZE };
    },

    async createStaff(input: CreateStaffBody, context: RequestContext): Promise<Account> {
      // That domain marks phone-code customers (customer-email.ts): staff cannot share it.
      if (isCustomerEmail(input.email))
        throw invalid(MESSAGES.reservedEmail, { email: MESSAGES.reservedEmail });
      if (await users.byEmail(input.email)) {
        throw conflict('An account with this email already exists', {
          email: 'An account with this email already exists',
        });
      }
      const id = await users.createWithPassword({
        email: input.email,
        name: input.name,
        role: input.role,
        password: input.temporaryPassword,
        mustChangePassword: true,
      });
      await audit.record(context, {
        action: 'users.create',
        tableName: 'users',
        recordId: id,
        newValues: { email: input.email, name: input.name, role: input.role },
      });
      return accountOf(id);
    },

    async update(id: string, change: UpdateAccountBody, context: RequestContext): Promise<Account> {
      const target = await users.byId(id);
      if (!target) throw notFound('Account not found');
      const customer = isCustomerEmail(target.email);
      // A customer is a 'user' whatever its row says (a role written there some other way).
      const heldRole = customer ? 'user' : target.role;
      const changesRole = change.role !== undefined && change.role !== heldRole;
      if (customer && changesRole) throw conflict(MESSAGES.customerCannotBeStaff);
      const isSelf = id === context.userId;
      const demotes = change.role !== undefined && change.role !== 'admin' && heldRole === 'admin';
      const disables = change.disabled === true && !target.banned;
      if (isSelf && (demotes || disables)) {
        throw invalid(demotes ? 'You cannot change your own role' : 'You cannot disable your own account');
      }
      const values = {
        ...(change.role !== undefined ? { role: change.role } : {}),
        ...(change.disabled !== undefined ? { banned: change.disabled } : {}),
      };
      if (demotes || (disables && heldRole === 'admin')) {
        if ((await users.updateKeepingAnAdmin(id, values)) === 'last-admin')
          throw invalid('The shop needs at least one active admin');
      } else {
        await users.update(id, values);
      }
      // A disabled account is signed out everywhere at once. (A customer account put back to
      // 'user' keeps its sessions: whatever its row said, it was only ever read as a customer.)
      if (disables) await users.deleteSessions(id);
      // Its open live streams end now (on every instance), not at their next session re-check.
      if (disables || changesRole) await sessionsEnded(id);
      const changes = changedFields({ role: heldRole, disabled: target.banned }, change);
      // The same role, or the state it already had, leaves no empty entry.
      if (!changedNothing(changes))
        await audit.record(context, {
          action: disables
            ? 'users.disable'
            : 'disabled' in changes.newValues
              ? 'users.enable'
              : 'users.update',
          tableName: 'users',
          recordId: id,
          ...changes,
        });
      return accountOf(id);
    },

    /** Lifts every sign-in lock on the account, for every address (the unlock is audited there). */
    async unlock(id: string, context: RequestContext): Promise<Account> {
      const target = await users.byId(id);
      if (!target) throw notFound('Account not found');
      await signInLocks.unlock(target.email, context, target.id);
      return accountOf(id);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
