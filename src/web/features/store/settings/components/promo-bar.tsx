// The promotional message from the site settings, always on the page (the Special Offer toast lasts
// only 5 seconds). Saving a new message sends `settings` on the public stream and the settings are
// read again (live-storefront.ts), so the bar says what the toast of its publication says. When the
// manager marks the message for newcomers (the default: the default message is a first-order
// offer), a customer the server says has ordered does not see it; a shop-wide notice is shown to all.
import Gift from 'lucide-react/icons/gift';
import type { PublicSettings } from '#shared/api/settings.ts';
import { useExactT } from '#web/lib/i18n/language-context.tsx';

type Props = { settings: PublicSettings | undefined; ordered: boolean | undefined };

export function PromoBar({ settings, ordered }: Props) {
  const exact = useExactT();
  const message = settings?.promotionalMessage.trim();
  if (!message || (ordered && settings?.promoForNewcomers)) return null;
  return (
    <p className="flex items-center justify-center gap-2 bg-stone-900 px-4 py-1.5 text-center text-sm font-semibold text-white">
      <Gift aria-hidden="true" className="h-4 w-4 shrink-0 text-amber-300" />
      <span>{exact(message)}</span>
    </p>
  );
}
