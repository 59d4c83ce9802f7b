// What the product grid shows when the menu did not load: the reason, and Retry.
// docs/product.md#storefront
import RotateCw from 'lucide-react/icons/rotate-cw';
import { useT } from '#web/lib/i18n/language-context.tsx';
import { NOTICE_BUTTON } from './notice-button.ts';

/** The menu could not be loaded: the reason stays on screen until Retry brings the menu. */
export function MenuUnavailable({
  message,
  retrying,
  onRetry,
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  const t = useT();
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl bg-red-50 p-4 text-red-900">
      <div role="alert">
        <p className="font-semibold">{t('The menu could not be loaded.')}</p>
        <p>{t(message)}</p>
      </div>
      <button type="button" onClick={onRetry} disabled={retrying} className={NOTICE_BUTTON}>
        <RotateCw aria-hidden="true" className={`h-4 w-4 ${retrying ? 'motion-safe:animate-spin' : ''}`} />
        {retrying ? t('Retrying...') : t('Retry')}
      </button>
    </div>
  );
}
