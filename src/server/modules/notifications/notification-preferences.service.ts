// The customer's 'Order updates by SMS' switch (docs/product.md#order-notifications). Only customer
// accounts have it: order SMS go to a customer's verified phone, and staff accounts have none.
import { AppError } from '#server/http/app-error.ts';
import type { NotificationPreferences } from '#shared/api/notifications.ts';
import type { Role } from '#shared/roles.ts';
import type { NotificationPreferencesRepo } from './notification-preferences.repo.ts';

export const CUSTOMERS_ONLY = 'Only customer accounts have order SMS settings';

type Caller = { id: string; role: Role };

export function createNotificationPreferencesService(repo: NotificationPreferencesRepo) {
  const customer = (caller: Caller) => {
    if (caller.role !== 'user') throw new AppError('FORBIDDEN', CUSTOMERS_ONLY);
    return caller.id;
  };
  return {
    get: (caller: Caller): Promise<NotificationPreferences> => repo.get(customer(caller)),
    set: (caller: Caller, choice: NotificationPreferences): Promise<NotificationPreferences> =>
      repo.set(customer(caller), choice),
  };
}

export type NotificationPreferencesService = ReturnType<typeof createNotificationPreferencesService>;
