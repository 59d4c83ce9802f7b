import type { ReactNode } from 'react';
import { ShopMark } from '#web/components/ui/shop-mark.tsx';
import { useT } from '#web/lib/i18n/language-context.tsx';
import { LanguageSwitch } from './language-switch.tsx';

type Props = { location: ReactNode; search: ReactNode; actions: ReactNode; notice?: ReactNode };

/**
 * Sticky header: a slim notice bar (the current offer) above the logo, delivery location, search
 * and the cart / account actions. The language switch is a slim line of its own above them on a
 * phone and a tablet (the row has no room for it), and sits before the actions on a laptop.
 */
export function StoreHeader({ location, search, actions, notice }: Props) {
  const t = useT();
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white">
      {notice}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2 lg:flex-nowrap">
        <a
          href="/"
          aria-label={t('Chai Express home')}
          className="flex shrink-0 items-center gap-2 font-extrabold text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <ShopMark />
          <span className="hidden text-lg lg:inline">Chai Express</span>
        </a>
        <div className="min-w-0 flex-1 md:flex-none">{location}</div>
        <div className="order-last w-full md:order-none md:w-auto md:flex-1">{search}</div>
        <LanguageSwitch className="order-first -my-1.5 w-full justify-end lg:order-none lg:my-0 lg:w-auto" />
        <div className="flex shrink-0 items-center gap-2">{actions}</div>
      </div>
    </header>
  );
}
