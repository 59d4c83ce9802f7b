// The checkout's 'Send me order updates on WhatsApp' tick (docs/product.md#whatsapp-updates):
// shown only where the shop sends WhatsApp updates, ticked as the customer last chose, and sent
// with the order, which remembers it. Its own chunk: the storefront's first load is unchanged.
import { useEffect } from 'react';
import { WHATSAPP_TEXTS } from '#shared/come-back/whatsapp.ts';
import { useNotificationPreferences } from '#web/features/store/shared/api/notification-preferences.ts';
import { useT } from '#web/lib/i18n/language-context.tsx';

type Props = {
  /** undefined until the saved choice is known (nothing is sent then). */
  value: boolean | undefined;
  onChange: (on: boolean) => void;
};

export default function WhatsappOptIn({ value, onChange }: Props) {
  const t = useT();
  const preferences = useNotificationPreferences().data;
  const saved = preferences?.whatsappAvailable ? preferences.whatsapp : undefined;
  // Remembered: the tick starts as the customer last chose.
  useEffect(() => {
    if (value === undefined && saved !== undefined) onChange(saved);
  }, [value, saved, onChange]);
  if (!preferences?.whatsappAvailable || value === undefined) return null;
  return (
    <label className="flex cursor-pointer items-center gap-3 rounded-lg border border-stone-300 px-3 py-2">
      <input
        type="checkbox"
        checked={value}
        onChange={(event) => onChange(event.target.checked)}
        className="h-5 w-5 accent-green-700"
      />
      <span>{t(WHATSAPP_TEXTS.optIn)}</span>
    </label>
  );
}
