// The customer home page: composes the storefront features (menu, cart, location, settings,
// promotions) that do not know about each other.
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { StorefrontItem } from '#shared/api/catalog.ts';
import type { Order } from '#shared/api/orders.ts';
import { DEFAULT_LOCATION } from '#shared/constants.ts';
import { OFFLINE_TEXT } from '#shared/notifications.ts';
import type { OrderType } from '#shared/orders.ts';
import { AuthProvider, useAuth } from '#web/features/store/account/auth-context.tsx';
import { AccountButton } from '#web/features/store/account/components/account-button.tsx';
import { cartActions, useCartLines } from '#web/features/store/cart/cart-store.ts';
import { AddToCart } from '#web/features/store/cart/components/add-to-cart.tsx';
import { CartButton } from '#web/features/store/cart/components/cart-button.tsx';
import { reconcileLines, subtotalPaise } from '#web/features/store/cart/lib/cart-lines.ts';
import { StoreFooter } from '#web/features/store/layout/components/store-footer.tsx';
import { StoreHeader } from '#web/features/store/layout/components/store-header.tsx';
import { useCustomerAddresses } from '#web/features/store/location/api/get-customer-addresses.ts';
import { LocationButton } from '#web/features/store/location/components/location-button.tsx';
import { useAdoptDeviceAddresses } from '#web/features/store/location/hooks/use-adopt-device-addresses.ts';
import type { AddressDraft } from '#web/features/store/location/lib/address-draft.ts';
import { editsAfterChoice, type LocationChoice } from '#web/features/store/location/lib/checkout-edits.ts';
import { useLocationState } from '#web/features/store/location/location-store.ts';
import { useMenu } from '#web/features/store/menu/api/get-menu.ts';
import { CategoryStrip } from '#web/features/store/menu/components/category-strip.tsx';
import { ProductGrid } from '#web/features/store/menu/components/product-grid.tsx';
import { SearchBox } from '#web/features/store/menu/components/search-box.tsx';
import { UnknownCategory } from '#web/features/store/menu/components/unknown-category.tsx';
import { useLiveMenu } from '#web/features/store/menu/hooks/use-live-menu.ts';
import { useMenuFilters } from '#web/features/store/menu/hooks/use-menu-filters.ts';
import { useSearchMatcher } from '#web/features/store/menu/hooks/use-search-matcher.ts';
import { filterItems } from '#web/features/store/menu/lib/filter-items.ts';
import { PromoToast } from '#web/features/store/promo/components/promo-toast.tsx';
import { useSettings } from '#web/features/store/settings/api/get-settings.ts';
import { PromoBanner } from '#web/features/store/settings/components/promo-banner.tsx';
import { PromoBar } from '#web/features/store/settings/components/promo-bar.tsx';
import { useShopStatus } from '#web/features/store/settings/hooks/use-shop-status.ts';
import { usePublicStream } from '#web/lib/public-stream.ts';
import { useBackClosesDialogs } from '#web/lib/use-back-closes-dialogs.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { useOnline } from '#web/lib/use-online.ts';
import {
  CartDrawer,
  CheckoutModal,
  ItemSheet,
  LocationModal,
  LoginModal,
  loadReorderPlan,
  MyOrdersModal,
  NameModal,
  OrderPlacedModal,
  preloadStoreDialogs,
} from './store-dialogs.ts';

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
// Only when the menu failed to load, which happens in the browser, never on the server.
const MenuUnavailable = lazy(() =>
  import('#web/features/store/menu/components/menu-notice.tsx').then((m) => ({ default: m.MenuUnavailable })),
);

function StorePage() {
  const auth = useAuth();
  const menu = useMenu();
  const settings = useSettings();
  const hydrated = useHydrated();
  const online = useOnline();
  const filters = useMenuFilters();
  const location = useLocationState();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'cart' | 'location' | 'login' | 'checkout' | 'orders' | 'name' | null>(
    null,
  );
  // A guest who starts checkout signs in first and comes back to it with the cart intact.
  const [resumeCheckout, setResumeCheckout] = useState(false);
  // Likewise a guest who taps Track Order: sign in, then My orders.
  const [resumeOrders, setResumeOrders] = useState(false);
  const [params, setParams] = useSearchParams();
  const [sessionLost, setSessionLost] = useState(false);
  const [placed, setPlaced] = useState<Order | null>(null);
  // The item whose detail view (options sheet) is open, by id: it follows the live menu while open.
  const [detailId, setDetailId] = useState<string | null>(null);
  const detailItem = detailId ? menu.data?.items.find((i) => i.id === detailId) : undefined;
  // What Reorder could not bring back, said in the cart it opens.
  const [reorderNotices, setReorderNotices] = useState<string[]>([]);
  // Every line, those that cannot be ordered now included: checkout marks them and leaves them out.
  const cartLines = reconcileLines(useCartLines(), menu.data);
  const savedAddresses = useCustomerAddresses(auth.isAuthenticated).data?.addresses ?? [];
  const status = useShopStatus(settings.data);
  const [orderType, setOrderType] = useState<OrderType>('delivery');
  // What the customer typed at checkout, over the address it started from: kept while they go and
  // choose a location, so 'Change' returns to their checkout as they left it.
  const [edits, setEdits] = useState<Partial<AddressDraft>>({});
  // The location chooser was opened from checkout, and goes back there once a place is chosen.
  const [backToCheckout, setBackToCheckout] = useState(false);

  useEffect(() => preloadStoreDialogs(), []);
  usePublicStream();
  useLiveMenu();
  useAdoptDeviceAddresses(auth.isAuthenticated);

  // The default text is what the header shows before a choice; it is never where an order goes.
  const locationLabel = location.selected ?? settings.data?.defaultLocation ?? DEFAULT_LOCATION;
  const cartSubtotal = subtotalPaise(cartLines);

  function startCheckout(type: OrderType = orderType) {
    setOrderType(type);
    if (auth.isAuthenticated) return setDialog('checkout');
    setResumeCheckout(true);
    setDialog('login');
  }

  function trackOrder() {
    if (auth.isAuthenticated) return setDialog('orders');
    setResumeOrders(true);
    setDialog('login');
  }

  useEffect(() => {
    if (resumeOrders && auth.isAuthenticated) {
      setResumeOrders(false);
      setDialog('orders');
    }
  }, [resumeOrders, auth.isAuthenticated]);

  // Track Order on the short pages links here with ?orders=open: open it once the session is known,
  // and drop the mark so a reload or Back does not open it again.
  const wantsOrders = params.get('orders') === 'open';
  // biome-ignore lint/correctness/useExhaustiveDependencies: trackOrder reads the session this effect waits for
  useEffect(() => {
    if (!wantsOrders || auth.loading) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('orders');
        return next;
      },
      { replace: true },
    );
    trackOrder();
  }, [wantsOrders, auth.loading]);

  function locationChosen(kind: LocationChoice) {
    setEdits((typed) => editsAfterChoice(typed, kind));
    if (backToCheckout) {
      setBackToCheckout(false);
      setDialog('checkout');
    }
  }

  useEffect(() => {
    if (resumeCheckout && auth.isAuthenticated) {
      setResumeCheckout(false);
      setDialog('checkout');
    }
  }, [resumeCheckout, auth.isAuthenticated]);

  // Signed out while at checkout (in another tab, or the server answered 401): sign in again and
  // come back to it, cart intact.
  useEffect(() => {
    if (dialog === 'checkout' && !auth.loading && !auth.isAuthenticated) {
      setResumeCheckout(true);
      setSessionLost(true);
      setDialog('login');
    }
  }, [dialog, auth.loading, auth.isAuthenticated]);

  const loginClosed = () => {
    setSessionLost(false);
    setDialog(null);
  };
  const locationClosed = () => {
    // Closed without choosing: back to checkout all the same, if that is where it came from.
    setDialog(backToCheckout ? 'checkout' : null);
    setBackToCheckout(false);
  };
  // A link to an item (/?item=masala-chai) opens its detail view once the menu is here; the mark is
  // then dropped, so a reload or Back does not open it again.
  const wantsItem = params.get('item');
  // biome-ignore lint/correctness/useExhaustiveDependencies: setParams is a new function on every render
  useEffect(() => {
    if (!wantsItem || !menu.data) return;
    const linked = menu.data.items.find((i) => i.slug === wantsItem);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('item');
        return next;
      },
      { replace: true },
    );
    if (linked) setDetailId(linked.id);
  }, [wantsItem, menu.data]);

  // Back closes what is open, as its own Close would.
  useBackClosesDialogs(dialog !== null || placed !== null || detailId !== null, () => {
    setPlaced(null);
    setDetailId(null);
    if (dialog === 'location') locationClosed();
    else if (dialog === 'login') loginClosed();
    else setDialog(null);
  });

  /**
   * A customer who signed in without a name gives it once: the name on their first delivery.
   * Settled (never rejected) once saved or given up.
   */
  function keepNameFrom(order: Order) {
    const name = order.address?.name;
    if (!auth.profile || auth.profile.fullName || !name) return;
    // Loaded only now: few orders need it, and the first load is kept small.
    return (
      import('#web/features/store/account/api/update-profile.ts')
        .then(async ({ profileSaved, updateProfile }) => profileSaved(queryClient, await updateProfile(name)))
        // Not a name the sign-up form would take ('Flat 4 Office'): they can still add one later.
        .catch(() => undefined)
    );
  }
  const category = filters.category
    ? menu.data?.categories.find((c) => c.slug === filters.category)
    : undefined;
  // Known only once the menu is here: before that the slug may yet turn out to exist.
  const unknownCategory = Boolean(filters.category && menu.data && !category);
  const heading = unknownCategory ? 'Category not found' : (category?.name ?? 'All Products');
  const menuError = menu.isError ? menu.error.message : undefined;
  const retrying = menu.isError && menu.isFetching;
  const { refetch: refetchMenu } = menu;
  // setCategory is a new function on every render: a stable one keeps the grid's memo below.
  const setCategoryNow = useRef(filters.setCategory);
  setCategoryNow.current = filters.setCategory;
  const showAllItems = useCallback(() => setCategoryNow.current(null), []);
  const openItem = useCallback((item: StorefrontItem) => setDetailId(item.id), []);
  const renderAddToCart = useCallback(
    (item: StorefrontItem) => <AddToCart item={item} onCustomise={openItem} />,
    [openItem],
  );
  // The grid is most of the page: it re-renders only when what it shows changes, not when the
  // customer's session, a dialog or the location does (each ADD button follows the cart itself).
  const matcherReady = useSearchMatcher(filters.search);
  // biome-ignore lint/correctness/useExhaustiveDependencies: filterItems reads the matcher once it is ready
  const grid = useMemo(() => {
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

  return (
    <div className="flex min-h-screen flex-col">
      <StoreHeader
        notice={
          <>
            {/* Always in the page, so a screen reader hears the notice when the network goes. */}
            <div role="status">
              {!online && (
                <p className="bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-950">
                  {OFFLINE_TEXT}
                </p>
              )}
            </div>
            <PromoBar settings={settings.data} />
          </>
        }
        location={
          <LocationButton label={locationLabel} status={status} onOpen={() => setDialog('location')} />
        }
        search={<SearchBox value={filters.search} onChange={filters.setSearch} />}
        actions={
          <>
            <AccountButton
              onSignIn={() => setDialog('login')}
              onMyOrders={() => setDialog('orders')}
              onEditName={() => setDialog('name')}
              onSavedAddresses={() => setDialog('location')}
            />
            <CartButton onOpen={() => setDialog('cart')} menu={menu.data} />
          </>
        }
      />
      {/* Without a menu there are no categories to offer: no placeholders pulsing for ever. */}
      {(menu.data || !menu.isError) && (
        <CategoryStrip
          categories={menu.data?.categories}
          selected={filters.category}
          onSelect={filters.setCategory}
        />
      )}
      <main className="flex-1">
        <Suspense fallback={null}>{hydrated && <WelcomeBanner />}</Suspense>
        <PromoBanner settings={settings.data} status={status} />
        {grid}
      </main>
      <StoreFooter
        contact={settings.data?.contact}
        fssai={settings.data?.billing.fssai}
        onTrackOrder={trackOrder}
      />
      <Mounted once={dialog === 'cart'}>
        <CartDrawer
          open={dialog === 'cart'}
          onClose={() => {
            setDialog(null);
            setReorderNotices([]);
          }}
          menu={menu.data}
          notices={reorderNotices}
          onCheckout={() => startCheckout('delivery')}
          delivery={settings.data?.delivery}
          billing={settings.data?.billing}
          point={location.point}
          onPickupInstead={() => startCheckout('pickup')}
          onChangeLocation={() => setDialog('location')}
        />
      </Mounted>
      {dialog === 'checkout' && (
        <Suspense fallback={null}>
          <CheckoutModal
            open
            onClose={() => setDialog(null)}
            lines={cartLines}
            orderType={orderType}
            onOrderTypeChange={setOrderType}
            location={location}
            savedAddresses={savedAddresses}
            profile={auth.profile}
            edits={edits}
            onDraftChange={(key, value) => setEdits((typed) => ({ ...typed, [key]: value }))}
            onChangeLocation={() => {
              setBackToCheckout(true);
              setDialog('location');
            }}
            delivery={settings.data?.delivery}
            billing={settings.data?.billing}
            status={status}
            onRemoveLine={(id) => cartActions.setQuantity(id, 0)}
            onSignInNeeded={auth.sessionEnded}
            customerId={auth.profile?.id}
            onPlaced={(order) => {
              cartActions.clear();
              setEdits({});
              setDialog(null);
              setPlaced(order);
              // Checkout waits for it before leaving for the pay page, which would cut it off.
              return keepNameFrom(order);
            }}
          />
        </Suspense>
      )}
      <Mounted once={placed !== null}>
        <OrderPlacedModal order={placed} onClose={() => setPlaced(null)} />
      </Mounted>
      <Mounted once={dialog === 'orders'}>
        <MyOrdersModal
          open={dialog === 'orders'}
          onClose={() => setDialog(null)}
          onReorder={(order) => {
            const current = menu.data;
            if (!current) return;
            // Each line with its choices and note; what cannot come back is named in the cart. The
            // plan's chunk is fetched when My orders opens, so it is here by the time Reorder is tapped.
            void loadReorderPlan().then(({ reorderPlan }) => {
              const plan = reorderPlan(order.lines, current);
              cartActions.addPlan(plan);
              setReorderNotices(plan.notices);
              setDialog('cart');
            });
          }}
        />
      </Mounted>
      <Mounted once={dialog === 'location'}>
        <LocationModal
          open={dialog === 'location'}
          onClose={locationClosed}
          currentLabel={locationLabel}
          signedIn={auth.isAuthenticated}
          delivery={settings.data?.delivery}
          subtotalPaise={cartSubtotal}
          forCheckout={backToCheckout}
          onChosen={locationChosen}
        />
      </Mounted>
      {dialog === 'name' && (
        <Suspense fallback={null}>
          <NameModal open onClose={() => setDialog(null)} />
        </Suspense>
      )}
      {detailItem && menu.data && (
        <Suspense fallback={null}>
          <ItemSheet
            key={detailItem.id}
            open
            item={detailItem}
            optionGroups={menu.data.optionGroups}
            onClose={() => setDetailId(null)}
            onAdd={(item, quantity, choice) => {
              cartActions.addQuantity(item, quantity, choice);
              setDetailId(null);
            }}
          />
        </Suspense>
      )}
      <PromoToast />
      {dialog === 'login' && (
        <Suspense fallback={null}>
          <LoginModal
            open
            onClose={loginClosed}
            notice={sessionLost ? 'You were signed out. Sign in again to place your order.' : undefined}
          />
        </Suspense>
      )}
    </div>
  );
}

/**
 * Renders a lazily loaded dialog from the first time `once` is true, and keeps it mounted after
 * (so it closes like any dialog). Never part of the server's markup, so hydration is unaffected.
 */
function Mounted({ once, children }: { once: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(once);
  if (once && !mounted) setMounted(true);
  return mounted || once ? <Suspense fallback={null}>{children}</Suspense> : null;
}
