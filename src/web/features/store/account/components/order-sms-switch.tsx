// 'Order updates by SMS' in the account menu (docs/product.md#order-notifications): the customer's
// order SMS on or off. Sign-in codes are always sent, whatever this says.
import { useId } from 'react';
import { NOTIFICATION_TEXTS } from '#shared/notifications.ts';
import { useNotificationPreferences } from '#web/features/store/shared/api/notification-preferences.ts';
import { failureMessage } from '#web/lib/failure-message.ts';
import { useT } from '#web/lib/i18n/language-context.tsx';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences.ts';

export function OrderSmsSwitch() {
  const errorId = useId();
  const t = useT();
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  const on = preferences.data?.orderSms ?? true;
  return (
    <div className="px-3 py-2">
      <label className="flex cursor-pointer items-center justify-between gap-3 font-medium">
        <span>{t(NOTIFICATION_TEXTS.smsUpdates)}</span>
        <input
          type="checkbox"
          role="switch"
          checked={on}
          aria-checked={on}
          disabled={!preferences.data}
          aria-describedby={update.isError ? errorId : undefined}
          onChange={(event) => update.mutate({ orderSms: event.target.checked })}
          className="relative h-6 w-10 shrink-0 cursor-pointer appearance-none rounded-full bg-stone-500 transition-colors before:absolute before:top-1 before:left-1 before:h-4 before:w-4 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-green-700 checked:before:translate-x-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-wait disabled:opacity-60"
        />
      </label>
      {update.isError && (
        <p id={errorId} role="alert" className="pt-1 text-sm text-red-800">
          {t(failureMessage(update.error, 'Could not save. Try again.'))}
        </p>
      )}
    </div>
  );
}
