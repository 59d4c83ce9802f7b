// The header of the pages beside the storefront (the shop's short pages, a bill): the logo and a
// way back to the menu, instead of the storefront's search, location and cart.
import { Link } from '#web/components/ui/router-links.tsx';
import { ShopMark } from '#web/components/ui/shop-mark.tsx';
import { LanguageSwitch } from '#web/features/store/layout/components/language-switch.tsx';
import { useT } from '#web/lib/i18n/language-context.tsx';

const LINK_FOCUS = 'focus-visible:outline-2 focus-visible:outline-brand-700';

type Props = { width: string; className?: string; languages?: boolean };

/**
 * `width` matches the page's own column; `className` adds to the header (e.g. print:hidden).
 * `languages`: the language switch, on a line of its own on a phone (the short pages; the bill
 * stays English).
 */
export function SlimPageHeader({ width, className = '', languages = false }: Props) {
  const t = useT();
  return (
    <header className={`border-b border-stone-200 bg-white ${className}`}>
      <div className={`mx-auto flex ${width} flex-wrap items-center justify-between gap-x-3 px-4 py-3`}>
        <Link to="/" className={`flex items-center gap-2 font-extrabold text-brand-800 ${LINK_FOCUS}`}>
          <ShopMark />
          <span className="text-lg">Chai Express</span>
        </Link>
        <Link
          to="/"
          className={`rounded-lg px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 ${LINK_FOCUS}`}
        >
          {t('Back to the menu')}
        </Link>
        {languages && <LanguageSwitch className="-my-1.5 w-full justify-end sm:my-0 sm:w-auto" />}
      </div>
    </header>
  );
}
