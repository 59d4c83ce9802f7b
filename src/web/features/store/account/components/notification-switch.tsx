// A switch for one of the customer's order-update channels in the account menu: 'Order updates by
// SMS' (docs/product.md#order-notifications; sign-in codes are always sent, whatever it says) and
// 'Send me order updates on WhatsApp' (docs/product.md#whatsapp-updates; shown only where the shop
// sends WhatsApp updates). The customer turns either on or off at any time.
import { useId } from 'react';
import { useNotificationPreferences } from '#web/features/store/shared/api/notification-preferences.ts';
import { failureMessage } from '#web/lib/failure-message.ts';
import { useT } from '#web/lib/i18n/language-context.tsx';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences.ts';

type Props = {
  channel: 'orderSms' | 'whatsapp';
  /** The English label; translated here. */
  label: string;
};

export function NotificationSwitch({ channel, label }: Props) {
  const errorId = useId();
  const t = useT();
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  const data = preferences.data;
  if (channel === 'whatsapp' && !data?.whatsappAvailable) return null;
  // SMS updates are on until the customer says otherwise; WhatsApp only once they opted in.
  const on = channel === 'whatsapp' ? (data?.whatsapp ?? false) : (data?.orderSms ?? true);
  return (
    <div className="px-3 py-2">
      <label className="flex cursor-pointer items-center justify-between gap-3 font-medium">
        <span>{t(label)}</span>
        <input
          type="checkbox"
          role="switch"
          checked={on}
          aria-checked={on}
          aria-describedby={update.isError ? errorId : undefined}
          disabled={!data}
          onChange={(event) => update.mutate({ [channel]: event.target.checked })}
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
