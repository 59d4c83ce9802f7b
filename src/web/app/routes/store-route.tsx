// The customer home page: composes the storefront features (menu, cart, location, settings,
// promotions) that do not know about each other.
import { type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import type { StorefrontItem } from '#shared/api/catalog.ts';
import type { Order } from '#shared/api/orders.ts';
import { DEFAULT_LOCATION } from '#shared/constants.ts';
import type { OrderType } from '#shared/orders.ts';
import { AuthProvider, useAuth } from '#web/features/store/account/auth-context.tsx';
import { AccountButton, WelcomeBanner } from '#web/features/store/account/components/account-button.tsx';
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
import { useLiveMenu } from '#web/features/store/menu/hooks/use-live-menu.ts';
import { useMenuFilters } from '#web/features/store/menu/hooks/use-menu-filters.ts';
import { filterItems } from '#web/features/store/menu/lib/filter-items.ts';
import { PromoToast } from '#web/features/store/promo/components/promo-toast.tsx';
import { useSettings } from '#web/features/store/settings/api/get-settings.ts';
import { PromoBanner } from '#web/features/store/settings/components/promo-banner.tsx';
import { PromoBar } from '#web/features/store/settings/components/promo-bar.tsx';
import { useShopStatus } from '#web/features/store/settings/hooks/use-shop-status.ts';
import { usePublicStream } from '#web/lib/public-stream.ts';
import {
  CartDrawer,
  CheckoutModal,
  LocationModal,
  LoginModal,
  MyOrdersModal,
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

function StorePage() {
  const auth = useAuth();
  const menu = useMenu();
  const settings = useSettings();
  const filters = useMenuFilters();
  const location = useLocationState();
  const [dialog, setDialog] = useState<'cart' | 'location' | 'login' | 'checkout' | 'orders' | null>(null);
  // A guest who starts checkout signs in first and comes back to it with the cart intact.
  const [resumeCheckout, setResumeCheckout] = useState(false);
  const [sessionLost, setSessionLost] = useState(false);
  const [placed, setPlaced] = useState<Order | null>(null);
  // Every line, those that cannot be ordered now included: checkout marks them and leaves them out.
  const cartLines = reconcileLines(useCartLines(), menu.data?.items);
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
  const heading = filters.category
    ? (menu.data?.categories.find((c) => c.slug === filters.category)?.name ?? 'All Products')
    : 'All Products';
  const menuError = menu.isError ? menu.error.message : undefined;
  // The grid is most of the page: it re-renders only when what it shows changes, not when the
  // customer's session, a dialog or the location does (each ADD button follows the cart itself).
  const grid = useMemo(() => {
    const items = menu.data ? filterItems(menu.data.items, filters.category, filters.search) : undefined;
    return <ProductGrid heading={heading} items={items} error={menuError} renderAction={renderAddToCart} />;
  }, [menu.data, filters.category, filters.search, heading, menuError]);

  return (
    <div className="flex min-h-screen flex-col">
      <StoreHeader
        notice={<PromoBar settings={settings.data} />}
        location={
          <LocationButton label={locationLabel} status={status} onOpen={() => setDialog('location')} />
        }
        search={<SearchBox value={filters.search} onChange={filters.setSearch} />}
        actions={
          <>
            <AccountButton onSignIn={() => setDialog('login')} onMyOrders={() => setDialog('orders')} />
            <CartButton onOpen={() => setDialog('cart')} menuItems={menu.data?.items} />
          </>
        }
      />
      <CategoryStrip
        categories={menu.data?.categories}
        selected={filters.category}
        onSelect={filters.setCategory}
      />
      <main className="flex-1">
        <WelcomeBanner />
        <PromoBanner settings={settings.data} status={status} />
        {grid}
      </main>
      <StoreFooter />
      <Mounted once={dialog === 'cart'}>
        <CartDrawer
          open={dialog === 'cart'}
          onClose={() => setDialog(null)}
          menuItems={menu.data?.items}
          onCheckout={() => startCheckout('delivery')}
          delivery={settings.data?.delivery}
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
            status={status}
            onRemoveLine={(id) => cartActions.setQuantity(id, 0)}
            onSignInNeeded={auth.sessionEnded}
            customerId={auth.profile?.id}
            onPlaced={(order) => {
              cartActions.clear();
              setEdits({});
              setDialog(null);
              setPlaced(order);
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
            reorder(order, menu.data?.items ?? []);
            setDialog('cart');
          }}
        />
      </Mounted>
      <Mounted once={dialog === 'location'}>
        <LocationModal
          open={dialog === 'location'}
          onClose={() => {
            // Closed without choosing: back to checkout all the same, if that is where it came from.
            setDialog(backToCheckout ? 'checkout' : null);
            setBackToCheckout(false);
          }}
          currentLabel={locationLabel}
          signedIn={auth.isAuthenticated}
          delivery={settings.data?.delivery}
          subtotalPaise={cartSubtotal}
          forCheckout={backToCheckout}
          onChosen={locationChosen}
        />
      </Mounted>
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

const renderAddToCart = (item: StorefrontItem) => <AddToCart item={item} />;

/**
 * Renders a lazily loaded dialog from the first time `once` is true, and keeps it mounted after
 * (so it closes like any dialog). Never part of the server's markup, so hydration is unaffected.
 */
function Mounted({ once, children }: { once: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(once);
  if (once && !mounted) setMounted(true);
  return mounted || once ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** Reorder: the order's items that can still be ordered go back into the cart, same quantities. */
function reorder(order: Order, menuItems: StorefrontItem[]) {
  for (const line of order.lines) {
    const item = menuItems.find((i) => i.id === line.menuItemId);
    if (!item?.inStock) continue;
    cartActions.addQuantity(item, line.quantity);
  }
}
