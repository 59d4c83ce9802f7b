import type { StorefrontCategory } from '#shared/api/catalog.ts';
import { useT } from '#web/lib/i18n/language-context.tsx';
import { placeholderKeys } from '#web/lib/placeholder-keys.ts';

type Props = {
  categories: StorefrontCategory[] | undefined;
  selected: string | null;
  onSelect: (slug: string | null) => void;
};

import { CATEGORY_SKELETONS as PLACEHOLDERS } from '#shared/constants.ts';

export function CategoryStrip({ categories, selected, onSelect }: Props) {
  const t = useT();
  return (
    <nav aria-label={t('Categories')} className="border-b border-stone-200 bg-white/95 backdrop-blur">
      <ul className="mx-auto flex max-w-7xl gap-2 overflow-x-auto px-4 py-3">
        {categories === undefined ? (
          placeholderKeys(PLACEHOLDERS).map((key) => (
            <li
              key={key}
              aria-hidden="true"
              className="h-9 w-28 shrink-0 animate-pulse rounded-full bg-stone-200"
            />
          ))
        ) : (
          <>
            <li className="shrink-0">
              <CategoryButton
                label={t('All Items')}
                icon="🍽️"
                active={selected === null}
                onClick={() => onSelect(null)}
              />
            </li>
            {categories.map((c) => (
              <li key={c.id} className="shrink-0">
                <CategoryButton
                  label={c.name}
                  icon={c.icon}
                  active={selected === c.slug}
                  onClick={() => onSelect(c.slug)}
                />
              </li>
            ))}
          </>
        )}
      </ul>
    </nav>
  );
}

function CategoryButton(props: { label: string; icon: string; active: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={props.active}
      onClick={props.onClick}
      className={`flex items-center gap-1.5 rounded-full border px-4 py-2 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
        props.active
          ? 'border-brand-700 bg-brand-700 text-white'
          : 'border-stone-300 bg-white text-stone-800 hover:border-brand-600 hover:text-brand-800'
      }`}
    >
      <span aria-hidden="true">{props.icon}</span>
      {props.label}
    </button>
  );
}
