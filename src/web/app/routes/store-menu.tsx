// The storefront's product grid under its heading: the category or search it shows, and the notice
// when the menu could not load or the linked category does not exist.
import { lazy, Suspense, useCallback, useMemo, useRef } from 'react';
import type { StorefrontItem } from '#shared/api/catalog.ts';
import { AddToCart } from '#web/features/store/cart/components/add-to-cart.tsx';
import { ProductGrid } from '#web/features/store/menu/components/product-grid.tsx';
import { UnknownCategory } from '#web/features/store/menu/components/unknown-category.tsx';
import type { useMenuFilters } from '#web/features/store/menu/hooks/use-menu-filters.ts';
import { useSearchMatcher } from '#web/features/store/menu/hooks/use-search-matcher.ts';
import { filterItems } from '#web/features/store/menu/lib/filter-items.ts';
import type { useMenu } from '#web/features/store/shared/api/get-menu.ts';
import { useT } from '#web/lib/i18n/language-context.tsx';
import type { StoreEvent } from './store-flow.ts';

// Only when the menu failed to load, which happens in the browser, never on the server.
const MenuUnavailable = lazy(() =>
  import('#web/features/store/menu/components/menu-notice.tsx').then((m) => ({ default: m.MenuUnavailable })),
);

type Props = {
  menu: ReturnType<typeof useMenu>;
  filters: ReturnType<typeof useMenuFilters>;
  dispatch: (event: StoreEvent) => void;
};

export function StoreMenu({ menu, filters, dispatch }: Props) {
  const t = useT();
  const category = filters.category
    ? menu.data?.categories.find((c) => c.slug === filters.category)
    : undefined;
  // Known only once the menu is here: before that the slug may yet turn out to exist.
  const unknownCategory = Boolean(filters.category && menu.data && !category);
  const heading = unknownCategory ? t('Category not found') : (category?.name ?? t('All Products'));
  const menuError = menu.isError ? menu.error.message : undefined;
  const retrying = menu.isError && menu.isFetching;
  const { refetch: refetchMenu } = menu;
  // setCategory is a new function on every render: a stable one keeps the grid's memo below.
  const setCategoryNow = useRef(filters.setCategory);
  setCategoryNow.current = filters.setCategory;
  const showAllItems = useCallback(() => setCategoryNow.current(null), []);
  const openItem = useCallback(
    (item: StorefrontItem) => dispatch({ type: 'openItem', id: item.id }),
    [dispatch],
  );
  const renderAddToCart = useCallback(
    (item: StorefrontItem) => <AddToCart item={item} onCustomise={openItem} />,
    [openItem],
  );
  // The grid is most of the page: it re-renders only when what it shows changes, not when the
  // customer's session, a dialog or the location does (each ADD button follows the cart itself).
  const matcherReady = useSearchMatcher(filters.search);
  // biome-ignore lint/correctness/useExhaustiveDependencies: filterItems reads the matcher once it is ready
  return useMemo(() => {
    const items = menu.data ? filterItems(menu.data.items, filters.category, filters.search) : undefined;
    const notice = menuError ? (
      <Suspense fallback={null}>
        <MenuUnavailable message={menuError} retrying={retrying} onRetry={() => void refetchMenu()} />
      </Suspense>
    ) : unknownCategory ? (
      <UnknownCategory onShowAll={showAllItems} />
    ) : undefined;
    return (
      <ProductGrid
        heading={heading}
        items={items}
        listKey={`${filters.category ?? ''}\n${filters.search}`}
        notice={notice}
        renderAction={renderAddToCart}
        onOpenItem={openItem}
      />
    );
  }, [
    menu.data,
    filters.category,
    filters.search,
    heading,
    menuError,
    retrying,
    refetchMenu,
    unknownCategory,
    showAllItems,
    matcherReady,
    renderAddToCart,
    openItem,
  ]);
}
