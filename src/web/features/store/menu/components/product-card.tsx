import Star from 'lucide-react/icons/star';
import type { ReactNode } from 'react';
import type { StorefrontItem } from '#shared/api/catalog.ts';
import { MIN_RATINGS_SHOWN } from '#shared/come-back/ratings.ts';
import { formatAmount } from '#shared/money.ts';
import { VegMark } from '#web/features/store/shared/components/veg-mark.tsx';
import { useAvailableFromText } from '#web/features/store/shared/lib/available-from.ts';
import { unitWords } from '#web/features/store/shared/lib/unit-words.ts';
import { useT } from '#web/lib/i18n/language-context.tsx';

/**
 * `action` is the add-to-cart control, composed in by the page (features do not import each other).
 * `onOpen` shows the item's detail view: its name is a button whose hit area covers the card, so a
 * tap on the picture opens it too, while the action above it stays its own target.
 */
export function ProductCard({
  item,
  action,
  onOpen,
  eager = false,
}: {
  item: StorefrontItem;
  action: ReactNode;
  onOpen: (item: StorefrontItem) => void;
  eager?: boolean;
}) {
  const t = useT();
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <div className="relative aspect-square bg-brand-50">
        {/* The 300 x 300 thumbnail (a phone's two columns need no more); the picture itself when
            there is none, or when it failed to load. */}
        <img
          src={item.thumbnail ?? item.image}
          onError={(e) => {
            const img = e.currentTarget;
            if (img.getAttribute('src') !== item.image) img.src = item.image;
          }}
          alt=""
          width={300}
          height={300}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          className="h-full w-full object-cover"
        />
        {item.discount > 0 && (
          <span className="absolute left-2 top-2 rounded-md bg-green-700 px-2 py-0.5 text-xs font-bold text-white">
            {t('{discount}% OFF', { discount: item.discount })}
          </span>
        )}
        {item.inStock && item.stockLeft !== undefined && (
          <span className="absolute bottom-2 left-2 rounded-md bg-orange-600 px-2 py-0.5 text-xs font-bold text-white">
            {t('Only {count} left', { count: item.stockLeft })}
          </span>
        )}
        {!item.inStock ? (
          <Overlay text={t('Out of Stock')} />
        ) : (
          item.availableFrom !== undefined && <NotServedNow availableFrom={item.availableFrom} />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        {/* The marker sits beside the heading, not in it: the heading's name stays the item's. */}
        <div className="flex items-start gap-1.5">
          <span className="mt-0.5 flex">
            <VegMark veg={item.veg} />
          </span>
          <h2 className="text-sm font-semibold text-stone-900">
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={() => onOpen(item)}
              className="line-clamp-2 text-left after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {item.name}
            </button>
          </h2>
        </div>
        <p className="text-xs text-stone-600">{unitWords(t, item.unit)}</p>
        {/* Customers' verified stars with their count; too few ratings to mean much show 'New'. */}
        {item.ratingCount >= MIN_RATINGS_SHOWN ? (
          <p className="flex items-center gap-1 text-xs text-stone-700">
            <Star aria-hidden="true" className="h-3.5 w-3.5 fill-amber-400 text-amber-500" />
            <span aria-hidden="true">
              {item.rating.toFixed(1)} · {item.ratingCount}
            </span>
            <span className="sr-only">
              {t('Rated {rating} out of 5 by {count} customers', {
                rating: item.rating.toFixed(1),
                count: item.ratingCount,
              })}
            </span>
          </p>
        ) : (
          <p className="text-xs">
            <span className="rounded bg-brand-50 px-1.5 py-0.5 font-semibold text-brand-800">{t('New')}</span>
          </p>
        )}
        <div className="mt-auto flex items-end justify-between gap-2 pt-1">
          <p className="flex flex-col">
            <span className="font-bold text-stone-900">{formatAmount(item.price)}</span>
            {item.originalPrice !== undefined && (
              <s className="text-xs text-stone-600">
                <span className="sr-only">{t('was')} </span>
                {formatAmount(item.originalPrice)}
              </s>
            )}
          </p>
          {item.inStock && item.availableFrom === undefined && <div className="relative z-10">{action}</div>}
        </div>
      </div>
    </article>
  );
}

function Overlay({ text }: { text: string }) {
  return (
    <div className="absolute inset-0 flex items-center justify-center bg-white/70">
      <span className="rounded-md bg-stone-900 px-3 py-1 text-center text-sm font-semibold text-white">
        {text}
      </span>
    </div>
  );
}

/** Outside its time windows: when it is next served, and no add button (like out of stock). */
function NotServedNow({ availableFrom }: { availableFrom: string | null }) {
  return <Overlay text={useAvailableFromText(availableFrom)} />;
}

export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
      <div className="aspect-square animate-pulse bg-stone-200" />
      <div className="space-y-2 p-3">
        <div className="h-4 w-3/4 animate-pulse rounded bg-stone-200" />
        <div className="h-3 w-1/3 animate-pulse rounded bg-stone-200" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-stone-200" />
      </div>
    </div>
  );
}
