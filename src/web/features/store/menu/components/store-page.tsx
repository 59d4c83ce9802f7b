import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PRODUCT_SKELETONS } from '../../../../../shared/constants';
import { placeholderKeys } from '../../../../lib/placeholder-keys';
import { useMenu } from '../api/get-menu';
import { CategoryStrip } from './category-strip';
import { ProductCard, ProductCardSkeleton } from './product-card';
import { StoreHeader } from './store-header';

export function StorePage() {
  const menu = useMenu();
  const [params, setParams] = useSearchParams();
  const selected = params.get('category');

  const items = useMemo(
    () => (menu.data?.items ?? []).filter((item) => !selected || item.category === selected),
    [menu.data, selected],
  );
  const heading = selected
    ? (menu.data?.categories.find((c) => c.slug === selected)?.name ?? 'All Products')
    : 'All Products';

  function selectCategory(slug: string | null) {
    const next = new URLSearchParams(params);
    if (slug) next.set('category', slug);
    else next.delete('category');
    setParams(next);
  }

  return (
    <div className="min-h-screen">
      <StoreHeader />
      <CategoryStrip categories={menu.data?.categories} selected={selected} onSelect={selectCategory} />
      <main id="products" className="mx-auto max-w-7xl px-4 py-6">
        <div id="menu" className="mb-4 flex items-baseline justify-between">
          <h1 className="text-xl font-bold text-stone-900">{heading}</h1>
          <p className="text-sm text-stone-600" aria-live="polite">
            {menu.isPending ? 'Loading' : `${items.length} products`}
          </p>
        </div>
        {menu.isError ? (
          <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
            {menu.error.message}
          </p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-5">
            {menu.isPending
              ? placeholderKeys(PRODUCT_SKELETONS).map((key) => (
                  <li key={key}>
                    <ProductCardSkeleton />
                  </li>
                ))
              : items.map((item) => (
                  <li key={item.id}>
                    <ProductCard item={item} />
                  </li>
                ))}
          </ul>
        )}
      </main>
    </div>
  );
}
