// The customer home page: composes the storefront features (menu, cart, location, settings,
// promotions) that do not know about each other.
import { lazy, Suspense, startTransition, useCallback, useEffect, useMemo, useReducer } from 'react';
import { useSearchParams } from 'react-router';
import { BRAND_NAME, DEFAULT_LOCATION, OFFLINE_TEXT } from '#shared/constants.ts';
import { HydrationBoundary } from '#web/components/ui/hydration-boundary.tsx';
import { AuthProvider, useAuth } from '#web/features/store/account/auth-context.tsx';
import { AccountButton } from '#web/features/store/account/components/account-button.tsx';
import { CartButton } from '#web/features/store/cart/components/cart-button.tsx';
import { LanguageSwitch } from '#web/features/store/layout/components/language-switch.tsx';
import { StoreHeader } from '#web/features/store/layout/components/store-header.tsx';
import { LocationButton } from '#web/features/store/location/components/location-button.tsx';
import { useAdoptDeviceAddresses } from '#web/features/store/location/hooks/use-adopt-device-addresses.ts';
import { CategoryStrip } from '#web/features/store/menu/components/category-strip.tsx';
import { SearchBox } from '#web/features/store/menu/components/search-box.tsx';
import { useMenuFilters } from '#web/features/store/menu/hooks/use-menu-filters.ts';
import { PromoToast } from '#web/features/store/promo/components/promo-toast.tsx';
import { PromoBanner } from '#web/features/store/settings/components/promo-banner.tsx';
import { PromoBar } from '#web/features/store/settings/components/promo-bar.tsx';
import { useShopStatus } from '#web/features/store/settings/hooks/use-shop-status.ts';
import { useMenu } from '#web/features/store/shared/api/get-menu.ts';
import { useSettings } from '#web/features/store/shared/api/get-settings.ts';
import { StoreFooter } from '#web/features/store/shared/components/store-footer.tsx';
import { useLocationState } from '#web/features/store/shared/location-store.ts';
import { useLanguage, useT } from '#web/lib/i18n/language-context.tsx';
import { useBackClosesDialogs } from '#web/lib/use-back-closes-dialogs.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { useOnline } from '#web/lib/use-online.ts';
import { preloadStoreDialogs } from './store-dialogs.ts';
import { initialStoreFlow, storeFlow, storeFlowOpen } from './store-flow.ts';
import { StoreMenu } from './store-menu.tsx';

export function StoreRoute() {
  return (
    <AuthProvider>
      <StorePage />
    </AuthProvider>
  );
}

// Browser-only parts, chunks of their own outside the storefront's first load, mounted after
// hydration (docs/decisions/005-storefront-first-load.md). The offer toast is not one of them: it
// must listen from the moment the page is live.
const WelcomeBanner = lazy(() =>
  import('#web/features/store/account/components/welcome-banner.tsx').then((m) => ({
    default: m.WelcomeBanner,
  })),
);
// The live stream and what follows it (stock, menu and settings changes), once the page is live. A
// component of its own: the stream's state (opening, open, retrying) changes as the page starts,
// and each change rendered the whole page again when it lived in the page's component.
const LiveStorefront = lazy(() =>
  import('./live-storefront.tsx').then((m) => ({ default: m.LiveStorefront })),
);
// 'My usual' (docs/product.md#my-usual): only for a signed-in customer, once the page is live.
const UsualStrip = lazy(() =>
  import('#web/features/store/usual/components/usual-strip.tsx').then((m) => ({ default: m.UsualStrip })),
);
// The dialogs over the menu: none is open at first paint, and each is a chunk of its own already.
const StoreDialogLayer = lazy(() =>
  import('./store-dialog-layer.tsx').then((m) => ({ default: m.StoreDialogLayer })),
);

function StorePage() {
  const auth = useAuth();
  const menu = useMenu();
  const settings = useSettings();
  const hydrated = useHydrated();
  const online = useOnline();
  const filters = useMenuFilters();
  const location = useLocationState();
  const session = { loading: auth.loading, signedIn: auth.isAuthenticated };
  const [flow, dispatch] = useReducer(storeFlow, session, initialStoreFlow);
  const [params, setParams] = useSearchParams();
  const status = useShopStatus(settings.data, location.point);
  const t = useT();
  // The header's line in the customer's language ('Delivery in 8 minutes', 'Closed now · opens at
  // 4:00 PM'): the status's words are English, as the server's, and the tables match them whole.
  const shownStatus = useMemo(
    () => status && { ...status, headline: t(status.headline), short: t(status.short) },
    [status, t],
  );
  // The tab in Hindi or Marathi ('ताज़ी चाय और नाश्ता, झटपट · Chai Express'), back to index.html's
  // English title on English. Set here rather than through useDocumentTitle, whose module the
  // first load does not carry; no storefront dialog names the tab.
  const language = useLanguage();
  useEffect(() => {
    document.title =
      language === 'en'
        ? `${BRAND_NAME} · Fresh chai and snacks, fast`
        : `${t('Fresh chai and snacks, fast')} · ${BRAND_NAME}`;
  }, [language, t]);

  useEffect(() => preloadStoreDialogs(), []);
  useAdoptDeviceAddresses(auth.isAuthenticated);
  // A transition: the page's parts render again in short slices, and a part the page has not
  // hydrated yet is not hydrated all at once for it (docs/decisions/005-storefront-first-load.md).
  useEffect(
    () =>
      startTransition(() =>
        dispatch({ type: 'session', loading: auth.loading, signedIn: auth.isAuthenticated }),
      ),
    [auth.loading, auth.isAuthenticated],
  );

  // The default text is what the header shows before a choice; it is never where an order goes.
  const locationLabel = location.selected ?? settings.data?.defaultLocation ?? DEFAULT_LOCATION;
  const trackOrder = useCallback(() => dispatch({ type: 'trackOrder' }), []);

  // Track Order on the short pages links here with ?orders=open: open it once the session is known,
  // and drop the mark so a reload or Back does not open it again.
  const wantsOrders = params.get('orders') === 'open';
  // biome-ignore lint/correctness/useExhaustiveDependencies: setParams is a new function on every render
  useEffect(() => {
    if (!wantsOrders || auth.loading) return;
    setParams(withoutParam('orders'), { replace: true });
    trackOrder();
  }, [wantsOrders, auth.loading]);

  // A link to an item (/?item=masala-chai) opens its detail view once the menu is here; the mark is
  // then dropped, so a reload or Back does not open it again.
  const wantsItem = params.get('item');
  // biome-ignore lint/correctness/useExhaustiveDependencies: setParams is a new function on every render
  useEffect(() => {
    if (!wantsItem || !menu.data) return;
    const linked = menu.data.items.find((i) => i.slug === wantsItem);
    setParams(withoutParam('item'), { replace: true });
    if (linked) dispatch({ type: 'openItem', id: linked.id });
  }, [wantsItem, menu.data]);

  useBackClosesDialogs(storeFlowOpen(flow), () => dispatch({ type: 'back' }));

  return (
    <div className="flex min-h-screen flex-col">
      {/*
        The header and the category strip stick together, as one block: the strip can never slide
        under a header grown by the offer bar or a wrapped line, whatever their heights.
      */}
      <div className="sticky top-0 z-30">
        <HydrationBoundary>
          <StoreHeader
            notice={
              <>
                {/* Always in the page, so a screen reader hears the notice when the network goes. */}
                <div role="status">
                  {!online && (
                    <p className="bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-950">
                      {t(OFFLINE_TEXT)}
                    </p>
                  )}
                </div>
                <PromoBar settings={settings.data} ordered={auth.profile?.hasOrdered} />
              </>
            }
            location={
              <LocationButton
                label={locationLabel}
                status={shownStatus}
                onOpen={() => dispatch({ type: 'open', dialog: 'location' })}
              />
            }
            search={<SearchBox value={filters.search} onChange={filters.setSearch} />}
            actions={
              <>
                <AccountButton
                  onSignIn={() => dispatch({ type: 'open', dialog: 'login' })}
                  onMyOrders={() => dispatch({ type: 'open', dialog: 'orders' })}
                  onEditName={() => dispatch({ type: 'open', dialog: 'name' })}
                  onSavedAddresses={() => dispatch({ type: 'open', dialog: 'location' })}
                />
                <CartButton onOpen={() => dispatch({ type: 'open', dialog: 'cart' })} menu={menu.data} />
              </>
            }
          />
        </HydrationBoundary>
        {/* Without a menu there are no categories to offer: no placeholders pulsing for ever. */}
        {(menu.data || !menu.isError) && (
          <HydrationBoundary>
            <CategoryStrip
              categories={menu.data?.categories}
              selected={filters.category}
              onSelect={filters.setCategory}
            />
          </HydrationBoundary>
        )}
      </div>
      <main className="flex-1">
        <Suspense fallback={null}>{hydrated && <WelcomeBanner />}</Suspense>
        <HydrationBoundary>
          <PromoBanner settings={settings.data} status={status} />
        </HydrationBoundary>
        <Suspense fallback={null}>
          {hydrated && auth.isAuthenticated && (
            <UsualStrip onFilled={(notices) => dispatch({ type: 'reordered', notices })} />
          )}
        </Suspense>
        <StoreMenu menu={menu} filters={filters} dispatch={dispatch} />
      </main>
      <HydrationBoundary>
        <StoreFooter
          contact={settings.data?.contact}
          fssai={settings.data?.billing.fssai}
          onTrackOrder={trackOrder}
          languageSwitch={<LanguageSwitch tone="dark" />}
        />
      </HydrationBoundary>
      <PromoToast />
      <Suspense fallback={null}>{hydrated && <LiveStorefront />}</Suspense>
      <Suspense fallback={null}>
        {hydrated && (
          <StoreDialogLayer
            flow={flow}
            dispatch={dispatch}
            menu={menu.data}
            settings={settings.data}
            status={status}
            locationLabel={locationLabel}
          />
        )}
      </Suspense>
    </div>
  );
}

/** A setSearchParams update that drops one mark from the address. */
const withoutParam = (name: string) => (current: URLSearchParams) => {
  const next = new URLSearchParams(current);
  next.delete(name);
  return next;
};
