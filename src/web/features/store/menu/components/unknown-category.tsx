// What the product grid shows when the address names a category that does not exist (All Items).
// In the first load, unlike the menu failure notice: the server renders it for such an address.
// docs/product.md#storefront
import { NOTICE_BUTTON } from './notice-button.ts';

/** ?category= names no category (an old link, a typo): say so rather than '0 available'. */
export function UnknownCategory({ onShowAll }: { onShowAll: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 py-16 text-center">
      <p className="text-lg font-semibold">This category does not exist</p>
      <p className="text-stone-600">
        It may have been renamed or removed. See everything on the menu instead.
      </p>
      <button type="button" onClick={onShowAll} className={NOTICE_BUTTON}>
        All Items
      </button>
    </div>
  );
}
