import Clock from 'lucide-react/icons/clock';
import type { PublicSettings } from '#shared/api/settings.ts';
import { BANNER_KITCHEN, SHOP_PAUSED_NOTICE, SITE_DEFAULTS } from '#shared/constants.ts';
import { type ShopStatus, shownSubtitle } from '#web/features/store/shared/lib/shop-status-text.ts';
import { type Translate, useExactT, useT } from '#web/lib/i18n/language-context.tsx';

type Props = { settings: PublicSettings | undefined; status: ShopStatus | null };

/**
 * The subtitle in the customer's language. The default one's kitchen line alone (no promise while
 * closed or paused) is its own entry: a key of just '{kitchen}.' would match any sentence.
 */
function subtitleWords(t: Translate, exact: (text: string) => string, subtitle: string): string {
  if (subtitle === `${BANNER_KITCHEN}.`) return t('Hot chai, cold coffee and snacks from our Pune kitchen.');
  // The shop's default with its promise in minutes is ours to translate; what the owner wrote, only as written.
  return subtitle.startsWith(BANNER_KITCHEN) ? t(subtitle) : exact(subtitle);
}

export function PromoBanner({ settings, status }: Props) {
  const t = useT();
  const exact = useExactT();
  const title = settings?.bannerTitle ?? SITE_DEFAULTS.bannerTitle;
  const subtitle = shownSubtitle(settings?.bannerSubtitle ?? SITE_DEFAULTS.bannerSubtitle, status);
  return (
    <section aria-labelledby="banner-title" className="mx-auto max-w-7xl px-4 pt-4">
      {settings?.shopOpen === false && (
        <p role="status" className="mb-3 rounded-2xl bg-amber-100 p-4 font-semibold text-amber-950">
          {t(SHOP_PAUSED_NOTICE)}
        </p>
      )}
      <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-800 via-brand-700 to-amber-600 text-white">
        {settings?.bannerImage && (
          <img
            src={settings.bannerImage}
            alt=""
            className="absolute inset-0 h-full w-full object-cover opacity-30"
          />
        )}
        <div className="relative flex flex-col gap-4 p-6 sm:p-10 md:max-w-2xl">
          {/* Kept in place while the clock is unread, so the banner does not shift when it appears. */}
          <p
            className={`flex w-fit items-center gap-1.5 rounded-full bg-white/20 px-3 py-1 text-sm font-semibold ${status ? '' : 'invisible'}`}
          >
            <Clock aria-hidden="true" className="h-4 w-4" />
            {status ? t(status.headline) : t('Delivery')}
          </p>
          <h2 id="banner-title" className="text-3xl font-extrabold leading-tight sm:text-4xl">
            {exact(title)}
          </h2>
          <p className="text-base text-white/90 sm:text-lg">{subtitleWords(t, exact, subtitle)}</p>
          <div className="flex flex-wrap gap-3">
            <a
              href="#products"
              className="rounded-xl bg-white px-5 py-2.5 font-bold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {t('Order Now')}
            </a>
            <a
              href="#products"
              className="rounded-xl border-2 border-white px-5 py-2 font-bold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {t('View Menu')}
            </a>
          </div>
        </div>
        {/* Shown from the desktop width only: lazy, a phone (where it is hidden) never loads it. The
            SVG, sharp at its 400 px on a 2x screen. */}
        <img
          src="/menu/category-classic-chai.svg"
          alt=""
          width={400}
          height={300}
          loading="lazy"
          className="absolute bottom-6 right-6 top-6 hidden aspect-[4/3] h-[calc(100%-3rem)] w-auto rounded-2xl object-cover shadow-lg lg:block"
        />
      </div>
    </section>
  );
}
