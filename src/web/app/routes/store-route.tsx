// The customer home page: composes the storefront features (menu, cart, location, settings,
// promotions) that do not know about each other.
import { type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import type { StorefrontItem } from '../../../shared/api/catalog';
import type { Address, CustomerProfile } from '../../../shared/api/customer';
import type { Order, OrderAddress } from '../../../shared/api/orders';
import { DEFAULT_LOCATION } from '../../../shared/constants';
import { AuthProvider, useAuth } from '../../features/store/account/auth-context';
import { AccountButton, WelcomeBanner } from '../../features/store/account/components/account-button';
import { cartActions, useCartLines } from '../../features/store/cart/cart-store';
import { AddToCart } from '../../features/store/cart/components/add-to-cart';
import { CartButton } from '../../features/store/cart/components/cart-button';
import { reconcileLines } from '../../features/store/cart/lib/cart-lines';
import { StoreFooter } from '../../features/store/layout/components/store-footer';
import { StoreHeader } from '../../features/store/layout/components/store-header';
import { useCustomerAddresses } from '../../features/store/location/api/customer-addresses';
import { LocationButton } from '../../features/store/location/components/location-button';
import { addressLabel } from '../../features/store/location/lib/location-state';
import { useLocationState } from '../../features/store/location/location-store';
import { useMenu } from '../../features/store/menu/api/get-menu';
import { CategoryStrip } from '../../features/store/menu/components/category-strip';
import { ProductGrid } from '../../features/store/menu/components/product-grid';
import { SearchBox } from '../../features/store/menu/components/search-box';
import { useMenuFilters } from '../../features/store/menu/hooks/use-menu-filters';
import { filterItems } from '../../features/store/menu/lib/filter-items';
import { PromoToast } from '../../features/store/promo/components/promo-toast';
import { useSettings } from '../../features/store/settings/api/get-settings';
import { PromoBanner } from '../../features/store/settings/components/promo-banner';
import {
  CartDrawer,
  CheckoutModal,
  LocationModal,
  LoginModal,
  MyOrdersModal,
  OrderPlacedModal,
  preloadStoreDialogs,
} from './store-dialogs';

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
  const [placed, setPlaced] = useState<Order | null>(null);
  const cartLines = reconcileLines(useCartLines(), menu.data?.items).filter((l) => !l.problem);
  const savedAddresses = useCustomerAddresses(auth.isAuthenticated).data?.addresses ?? [];

  useEffect(() => preloadStoreDialogs(), []);

  const locationLabel = location.selected ?? settings.data?.defaultLocation ?? DEFAULT_LOCATION;
  const deliverTo = deliveryAddress(locationLabel, savedAddresses, auth.profile);

  function startCheckout() {
    if (auth.isAuthenticated) return setDialog('checkout');
    setResumeCheckout(true);
    setDialog('login');
  }

  useEffect(() => {
    if (resumeCheckout && auth.isAuthenticated) {
      setResumeCheckout(false);
      setDialog('checkout');
    }
  }, [resumeCheckout, auth.isAuthenticated]);

  const loginClosed = () => setDialog(null);
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
        location={<LocationButton label={locationLabel} onOpen={() => setDialog('location')} />}
        search={<SearchBox value={filters.search} onChange={filters.setSearch} />}
        actions={
          <>
            <AccountButton onSignIn={() => setDialog('login')} onMyOrders={() => setDialog('orders')} />
            <CartButton onOpen={() => setDialog('cart')} />
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
        <PromoBanner settings={settings.data} />
        {grid}
      </main>
      <StoreFooter />
      <Mounted once={dialog === 'cart'}>
        <CartDrawer
          open={dialog === 'cart'}
          onClose={() => setDialog(null)}
          menuItems={menu.data?.items}
          onCheckout={startCheckout}
        />
      </Mounted>
      {dialog === 'checkout' && (
        <Suspense fallback={null}>
          <CheckoutModal
            open
            onClose={() => setDialog(null)}
            lines={cartLines}
            deliverTo={deliverTo}
            onChangeAddress={() => setDialog('location')}
            shopOpen={settings.data?.shopOpen ?? true}
            onPlaced={(order) => {
              cartActions.clear();
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
          onClose={() => setDialog(null)}
          currentLabel={locationLabel}
          signedIn={auth.isAuthenticated}
        />
      </Mounted>
      <PromoToast />
      {dialog === 'login' && (
        <Suspense fallback={null}>
          <LoginModal open onClose={loginClosed} />
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

/** The order's delivery address: the saved address the customer chose, else the chosen place with their name and phone. */
function deliveryAddress(label: string, saved: Address[], profile: CustomerProfile | null): OrderAddress {
  const chosen = saved.find((a) => addressLabel(a) === label);
  if (chosen) {
    const { name, phone, address, landmark, deliveryNotes, latitude, longitude } = chosen;
    return { name, phone, address, landmark, deliveryNotes, latitude, longitude };
  }
  return {
    name: profile?.fullName || profile?.displayName || 'Customer',
    phone: profile?.phoneNumber ?? '',
    address: label,
  };
}

/** Reorder: the order's items that can still be ordered go back into the cart, same quantities. */
function reorder(order: Order, menuItems: StorefrontItem[]) {
  for (const line of order.lines) {
    const item = menuItems.find((i) => i.id === line.menuItemId);
    if (!item?.inStock) continue;
    cartActions.addQuantity(item, line.quantity);
  }
}
