import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlaceOrderBody } from '#shared/api/orders.ts';
import { customerMeQueryOptions } from '#web/features/store/shared/api/customer-me.ts';
import { notificationPreferencesQueryOptions } from '#web/features/store/shared/api/notification-preferences.ts';
import { api } from '#web/lib/api.ts';

export const placeOrder = (body: PlaceOrderBody) => api('POST /api/orders', { body });

/**
 * The order's own views follow it live (docs/product.md#orders-and-their-statuses). Who the customer
 * is is read again: the server now says they have ordered, and the first-order offer bar goes.
 * An order that carried the WhatsApp tick saved it as the account's choice: the next checkout's
 * tick and the account menu's switch read it again (docs/product.md#whatsapp-updates).
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: (_order, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: customerMeQueryOptions().queryKey }),
        body.whatsappUpdates !== undefined &&
          queryClient.invalidateQueries({ queryKey: notificationPreferencesQueryOptions().queryKey }),
      ]),
  });
}
