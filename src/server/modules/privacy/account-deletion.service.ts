// "Delete my account" for a signed-in customer (docs/product.md#privacy-and-retention): refused
// while an order is still on its way, and for staff accounts; otherwise the personal data goes in
// one transaction (account-erasure.repo.ts), every session with it (open live streams end too),
// and this browser's cookie is cleared. The audit entry names the account's id only.
import { AppError, conflict } from '#server/http/app-error.ts';
import { ACCOUNT_DELETION_MESSAGES } from '#shared/api/account-deletion.ts';
import { MESSAGES } from '#shared/errors.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Auth } from '../auth/auth.ts';
import type { SessionsEnded } from '../events/event-bus.ts';
import type { AccountErasureRepo } from './account-erasure.repo.ts';

export const ACCOUNT_DELETED = 'customer.account_deleted';

function refusal(why: 'no-account' | 'not-a-customer' | 'order-in-progress'): AppError {
  if (why === 'not-a-customer') return new AppError('FORBIDDEN', ACCOUNT_DELETION_MESSAGES.customersOnly);
  if (why === 'order-in-progress') return conflict(ACCOUNT_DELETION_MESSAGES.orderInProgress);
  // Deleted by a request a moment earlier: this session went with it.
  return new AppError('UNAUTHORIZED', MESSAGES.userNotAuthenticated);
}

export function createAccountDeletionService(deps: {
  repo: AccountErasureRepo;
  audit: AuditService;
  auth: Auth;
  sessionsEnded: SessionsEnded;
}) {
  const { repo, audit, auth, sessionsEnded } = deps;
  return {
    /** Erases `userId`'s personal data; answers the cookies that sign this browser out. */
    async deleteAccount(userId: string, headers: Headers): Promise<string[]> {
      const erasure = await repo.erase(userId);
      if (erasure.result !== 'erased') throw refusal(erasure.result);
      // No address, agent or phone: the entry outlives the data it is about.
      await audit.record(
        { userId, ipAddress: null, userAgent: null },
        {
          action: ACCOUNT_DELETED,
          tableName: 'users',
          recordId: userId,
          newValues: {
            salesKept: erasure.salesKept,
            ordersCleared: erasure.ordersCleared,
            accountRemoved: erasure.accountRemoved,
          },
        },
      );
      await sessionsEnded(userId);
      // The session row is gone already; better-auth still answers the cookies that clear it.
      const response = await auth.api.signOut({ headers, asResponse: true });
      return response.headers.getSetCookie();
    },
  };
}

export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;
