// What the product grid shows when the address names a category that does not exist (All Items).
// In the first load, unlike the menu failure notice: the server renders it for such an address.
// docs/product.md#storefront
import { useT } from '#web/lib/i18n/language-context.tsx';
import { NOTICE_BUTTON } from './notice-button.ts';

/** ?category= names no category (an old link, a typo): say so rather than '0 available'. */
export function UnknownCategory({ onShowAll }: { onShowAll: () => void }) {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-3 py-16 text-center">
      <p className="text-lg font-semibold">{t('This category does not exist')}</p>
      <p className="text-stone-600">
        {t('It may have been renamed or removed. See everything on the menu instead.')}
      </p>
      <button type="button" onClick={onShowAll} className={NOTICE_BUTTON}>
        {t('All Items')}
      </button>
    </div>
  );
}
