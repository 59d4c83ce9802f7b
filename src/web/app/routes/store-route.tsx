// The customer home page: composes the storefront features (menu, cart, location, settings,
// promotions) that do not know about each other.
import { lazy, Suspense, useEffect, useState } from 'react';
import type { StorefrontItem } from '../../../shared/api/catalog';
import type { Address, CustomerProfile } from '../../../shared/api/customer';
import type { Order, OrderAddress } from '../../../shared/api/orders';
import { DEFAULT_LOCATION } from '../../../shared/constants';
import { AuthProvider, useAuth } from '../../features/store/account/auth-context';
import { AccountButton, WelcomeBanner } from '../../features/store/account/components/account-button';
import { cartActions, useCartLines } from '../../features/store/cart/cart-store';
import { AddToCart } from '../../features/store/cart/components/add-to-cart';
import { CartButton } from '../../features/store/cart/components/cart-button';
import { CartDrawer } from '../../features/store/cart/components/cart-drawer';
import { reconcileLines } from '../../features/store/cart/lib/cart-lines';
import { CheckoutModal } from '../../features/store/checkout/components/checkout-modal';
import { OrderPlacedModal } from '../../features/store/checkout/components/order-placed-modal';
import { StoreFooter } from '../../features/store/layout/components/store-footer';
import { StoreHeader } from '../../features/store/layout/components/store-header';
import { useCustomerAddresses } from '../../features/store/location/api/customer-addresses';
import { LocationButton } from '../../features/store/location/components/location-button';
import { LocationModal } from '../../features/store/location/components/location-modal';
import { addressLabel } from '../../features/store/location/lib/location-state';
import { useLocationState } from '../../features/store/location/location-store';
import { useMenu } from '../../features/store/menu/api/get-menu';
import { CategoryStrip } from '../../features/store/menu/components/category-strip';
import { ProductGrid } from '../../features/store/menu/components/product-grid';
import { SearchBox } from '../../features/store/menu/components/search-box';
import { useMenuFilters } from '../../features/store/menu/hooks/use-menu-filters';
import { filterItems } from '../../features/store/menu/lib/filter-items';
import { MyOrdersModal } from '../../features/store/orders/components/my-orders-modal';
import { PromoToast } from '../../features/store/promo/components/promo-toast';
import { useSettings } from '../../features/store/settings/api/get-settings';
import { PromoBanner } from '../../features/store/settings/components/promo-banner';

// The sign-in modal (and the robot check it runs) loads only when a customer opens it.
const LoginModal = lazy(() => import('../../features/store/account/components/login-modal'));

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
  const items = menu.data ? filterItems(menu.data.items, filters.category, filters.search) : undefined;
  const heading = filters.category
    ? (menu.data?.categories.find((c) => c.slug === filters.category)?.name ?? 'All Products')
    : 'All Products';

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
        <ProductGrid
          heading={heading}
          items={items}
          error={menu.isError ? menu.error.message : undefined}
          renderAction={(item) => <AddToCart item={item} />}
        />
      </main>
      <StoreFooter />
      <CartDrawer
        open={dialog === 'cart'}
        onClose={() => setDialog(null)}
        menuItems={menu.data?.items}
        onCheckout={startCheckout}
      />
      {dialog === 'checkout' && (
        <CheckoutModal
          open
          onClose={() => setDialog(null)}
          lines={cartLines}
          deliverTo={deliverTo}
          onChangeAddress={() => setDialog('location')}
          onPlaced={(order) => {
            cartActions.clear();
            setDialog(null);
            setPlaced(order);
          }}
        />
      )}
      <OrderPlacedModal order={placed} onClose={() => setPlaced(null)} />
      <MyOrdersModal
        open={dialog === 'orders'}
        onClose={() => setDialog(null)}
        onReorder={(order) => {
          reorder(order, menu.data?.items ?? []);
          setDialog('cart');
        }}
      />
      <LocationModal
        open={dialog === 'location'}
        onClose={() => setDialog(null)}
        currentLabel={locationLabel}
        signedIn={auth.isAuthenticated}
      />
      <PromoToast />
      {dialog === 'login' && (
        <Suspense fallback={null}>
          <LoginModal open onClose={loginClosed} />
        </Suspense>
      )}
    </div>
  );
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
