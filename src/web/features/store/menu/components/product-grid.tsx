import type { ReactNode } from 'react';
import type { StorefrontItem } from '#shared/api/catalog.ts';
import { PRODUCT_SKELETONS } from '#shared/constants.ts';
import { useT } from '#web/lib/i18n/language-context.tsx';
import { placeholderKeys } from '#web/lib/placeholder-keys.ts';
import { useCardWindow } from '../hooks/use-card-window.ts';
import { GridCards } from './grid-cards.tsx';
import { ProductCardSkeleton } from './product-card.tsx';

type Props = {
  heading: string;
  items: StorefrontItem[] | undefined;
  /** Says which list the grid shows (its category and search): a new list starts from the top. */
  listKey: string;
  /** Shown instead of the products and their count (see menu-notice.tsx). */
  notice?: ReactNode;
  renderAction: (item: StorefrontItem) => ReactNode;
  /** Opens an item's detail view (picture, description, options). */
  onOpenItem: (item: StorefrontItem) => void;
};

const NONE: StorefrontItem[] = [];

export function ProductGrid({ heading, items, listKey, notice, renderAction, onOpenItem }: Props) {
  const t = useT();
  const { shown, endRef } = useCardWindow(items ?? NONE, listKey);
  const available = items?.filter((i) => i.inStock && i.availableFrom === undefined).length ?? 0;
  return (
    <section
      id="products"
      aria-labelledby="products-heading"
      className="mx-auto max-w-7xl scroll-mt-[var(--sticky-top)] px-4 py-6"
    >
      <div className="mb-4 flex items-baseline justify-between gap-4">
        <h1 id="products-heading" className="text-xl font-bold text-stone-900 sm:text-2xl">
          {heading}
        </h1>
        <p className="text-sm text-stone-600" aria-live="polite">
          {notice ? '' : items === undefined ? t('Loading') : t('{count} available', { count: available })}
        </p>
      </div>
      {notice ? (
        notice
      ) : items !== undefined && items.length === 0 ? (
        <div className="flex flex-col items-center gap-1 py-16 text-center">
          <p className="text-lg font-semibold">{t('No products found')}</p>
          <p className="text-stone-600">{t('Try searching for something else')}</p>
        </div>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-5">
          {items === undefined ? (
            placeholderKeys(PRODUCT_SKELETONS).map((key) => (
              <li key={key}>
                <ProductCardSkeleton />
              </li>
            ))
          ) : (
            <GridCards items={shown} renderAction={renderAction} onOpenItem={onOpenItem} />
          )}
        </ul>
      )}
      {/* Where the grid ends while cards remain: coming near the screen, it renders the next ones. */}
      {shown.length < (items?.length ?? 0) && <div ref={endRef} data-more-cards="" />}
    </section>
  );
}
