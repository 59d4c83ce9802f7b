// The grid's cards, each hydrated on its own (HydrationBoundary): the page's shell first, then
// the cards in page order; a tap on a card's ADD before the page is fully live hydrates that card
// alone and then adds to the cart. See docs/decisions/005-storefront-first-load.md.
import { memo, type ReactNode } from 'react';
import type { StorefrontItem } from '#shared/api/catalog.ts';
import { HydrationBoundary } from '#web/components/ui/hydration-boundary.tsx';
import { ProductCard } from './product-card.tsx';

type Props = {
  items: readonly StorefrontItem[];
  renderAction: (item: StorefrontItem) => ReactNode;
  onOpenItem: (item: StorefrontItem) => void;
};

export function GridCards({ items, renderAction, onOpenItem }: Props) {
  return items.map((item, index) => (
    <GridCard
      key={item.id}
      item={item}
      eager={index < 2}
      renderAction={renderAction}
      onOpenItem={onOpenItem}
    />
  ));
}

type CardProps = {
  item: StorefrontItem;
  eager: boolean;
  renderAction: (item: StorefrontItem) => ReactNode;
  onOpenItem: (item: StorefrontItem) => void;
};

/**
 * Memoised: a card whose item did not change is not rendered again when the grid is (a search,
 * the search matcher arriving), so a card still waiting to hydrate is not made to hydrate early.
 */
const GridCard = memo(function GridCard({ item, eager, renderAction, onOpenItem }: CardProps) {
  return (
    // Cards off screen skip style, layout and paint until scrolled near (most of the page's
    // rendering work on a phone); they stay in the accessibility tree and find-in-page.
    <li className="[contain-intrinsic-size:auto_320px] [content-visibility:auto]">
      <HydrationBoundary>
        {/* The first row is above the fold on a phone: load it at once. */}
        <ProductCard item={item} action={renderAction(item)} onOpen={onOpenItem} eager={eager} />
      </HydrationBoundary>
    </li>
  );
});
