// The customer's 'Order updates by SMS' and 'on WhatsApp' switches (docs/product.md#order-notifications,
// docs/product.md#whatsapp-updates). Only customer accounts have them: order messages go to a
// customer's verified phone, and staff accounts have none.
import { AppError } from '#server/http/app-error.ts';
import type { NotificationPreferences, NotificationPreferencesBody } from '#shared/api/notifications.ts';
import type { Role } from '#shared/roles.ts';
import type { NotificationPreferencesRepo, StoredPreferences } from './notification-preferences.repo.ts';

export const CUSTOMERS_ONLY = 'Only customer accounts have order SMS settings';
export const WHATSAPP_OFF = 'WhatsApp updates are not available on this shop';

type Caller = { id: string; role: Role };

export function createNotificationPreferencesService(
  repo: NotificationPreferencesRepo,
  /** Whether the shop has WhatsApp updates set up (env.whatsapp). */
  whatsappAvailable = false,
) {
  const customer = (caller: Caller) => {
    if (caller.role !== 'user') throw new AppError('FORBIDDEN', CUSTOMERS_ONLY);
    return caller.id;
  };
  const answer = (stored: StoredPreferences): NotificationPreferences => ({ ...stored, whatsappAvailable });
  return {
    whatsappAvailable,
    get: async (caller: Caller): Promise<NotificationPreferences> => answer(await repo.get(customer(caller))),
    set: async (caller: Caller, choice: NotificationPreferencesBody): Promise<NotificationPreferences> => {
      const userId = customer(caller);
      // Opting in where nothing would be sent is refused; opting out is always possible.
      if (choice.whatsapp === true && !whatsappAvailable) throw new AppError('CONFLICT', WHATSAPP_OFF);
      return answer(await repo.set(userId, choice));
    },
    /**
     * The checkout's tick: ticked, WhatsApp on (where the shop offers it); unticked, off. Never
     * refused: a tick on a shop without WhatsApp is ignored and the order goes ahead.
     */
    rememberCheckoutChoice: async (userId: string, on: boolean): Promise<void> => {
      if (on && !whatsappAvailable) return;
      await repo.set(userId, { whatsapp: on });
    },
  };
}

export type NotificationPreferencesService = ReturnType<typeof createNotificationPreferencesService>;
