// The live menu on the pad: a quick search, the categories as chips, and every item as a large
// button that adds it at a tap (or opens its options first). Out of stock items show, disabled,
// so staff can tell the customer rather than look for them.
import { useId, useState } from 'react';
import type { MenuResponse, StorefrontItem } from '#shared/api/catalog.ts';
import { formatAmount } from '#shared/money.ts';
import { matchesWords } from '../lib/menu-search.ts';

type Props = {
  menu: MenuResponse;
  onPick: (item: StorefrontItem) => void;
};

const CHIP =
  'min-h-11 shrink-0 rounded-full border px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

export function PadMenu({ menu, onPick }: Props) {
  const [query, setQuery] = useState('');
  // The category's slug, as items name their category.
  const [category, setCategory] = useState<string | null>(null);
  const searchId = useId();
  const words = query.trim();
  // A search looks through every category; the chips narrow the list when nothing is typed.
  const shown = words
    ? menu.items.filter((item) => matchesWords(item.name, words))
    : menu.items.filter((item) => category === null || item.category === category);

  return (
    <section aria-label="Menu" className="space-y-3">
      <div>
        <label htmlFor={searchId} className="sr-only">
          Search the menu
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Search the menu"
          className="h-12 w-full rounded-xl border border-stone-400 bg-white px-4 text-lg"
        />
      </div>
      {!words && (
        <fieldset className="flex min-w-0 gap-2 overflow-x-auto pb-1">
          <legend className="sr-only">Categories</legend>
          <button
            type="button"
            aria-pressed={category === null}
            onClick={() => setCategory(null)}
            className={`${CHIP} ${category === null ? 'border-brand-700 bg-brand-700 text-white' : 'border-stone-300 bg-white'}`}
          >
            All
          </button>
          {menu.categories.map((c) => (
            <button
              key={c.id}
              type="button"
              aria-pressed={category === c.slug}
              onClick={() => setCategory(c.slug)}
              className={`${CHIP} ${category === c.slug ? 'border-brand-700 bg-brand-700 text-white' : 'border-stone-300 bg-white'}`}
            >
              {c.name}
            </button>
          ))}
        </fieldset>
      )}
      {shown.length === 0 ? (
        <p className="rounded-xl bg-white p-4 text-stone-700">Nothing on the menu matches “{words}”.</p>
      ) : (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {shown.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                disabled={!item.inStock}
                onClick={() => onPick(item)}
                aria-label={`Add ${item.name}, ${formatAmount(item.price)}${item.optionGroupIds.length > 0 ? ', with options' : ''}${item.inStock ? '' : ', out of stock'}`}
                className="flex h-full min-h-20 w-full flex-col items-start justify-between rounded-xl border border-stone-300 bg-white p-3 text-left hover:border-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:border-stone-200 disabled:bg-stone-100 disabled:text-stone-600"
              >
                <span className="font-semibold leading-tight">{item.name}</span>
                <span className="mt-1 text-sm tabular-nums">
                  {item.inStock ? formatAmount(item.price) : 'Out of stock'}
                  {item.inStock && item.optionGroupIds.length > 0 && ' · options'}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
