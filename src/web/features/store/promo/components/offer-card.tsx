import Gift from 'lucide-react/icons/gift';
import { CloseButton } from '#web/components/ui/close-button.tsx';
import { useExactT, useT } from '#web/lib/i18n/language-context.tsx';

/**
 * The offer toast's card. It is in a chunk of its own (docs/decisions/005-storefront-first-load.md):
 * nothing shows it at first paint, while PromoToast, which listens for offers, stays in the first load.
 */
export function OfferCard({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  const t = useT();
  const exact = useExactT();
  return (
    <div
      role="status"
      className="pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-2xl bg-stone-900 p-4 text-white shadow-2xl"
    >
      <Gift aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-amber-300" />
      <div className="flex-1">
        <p className="font-bold">{t('Special Offer')}</p>
        <p className="text-sm text-stone-100">{exact(message)}</p>
      </div>
      <CloseButton label={t('Dismiss offer')} onClick={onDismiss} look="dark" />
    </div>
  );
}
