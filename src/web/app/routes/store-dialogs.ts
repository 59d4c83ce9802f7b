// The storefront's dialogs, each in its own chunk: none is on screen when the page first paints,
// so they stay out of the first load (docs/decisions/005-storefront-first-load.md). The page mounts a dialog
// the first time it opens; preloadStoreDialogs() fetches most of them once the page is idle, so that first
// opening does not wait on the network. The components keep their files and named exports.
import { lazy } from 'react';
import { loadMatcher } from '#web/features/store/menu/lib/filter-items.ts';
import { loadOfferCard } from '#web/features/store/promo/components/promo-toast.tsx';

const loadCart = () => import('#web/features/store/cart/components/cart-drawer.tsx');
const loadCheckout = () => import('#web/features/store/checkout/components/checkout-modal.tsx');
const loadOrderPlaced = () => import('#web/features/store/orders/components/order-placed-modal.tsx');
/** Reorder's rules, used from My orders: fetched with it (a failure only means fetching on the tap). */
export const loadReorderPlan = () => import('#web/features/store/shared/lib/reorder-plan.ts');
const loadMyOrders = () => {
  loadReorderPlan().catch(() => undefined);
  return import('#web/features/store/orders/components/my-orders-modal.tsx');
};
const loadLocation = () => import('#web/features/store/location/components/location-modal.tsx');
const loadLogin = () => import('#web/features/store/account/components/login-modal.tsx');
const loadName = () => import('#web/features/store/account/components/name-modal.tsx');
const loadItemSheet = () => import('#web/features/store/item/components/item-sheet.tsx');

export const CartDrawer = lazy(() => loadCart().then((m) => ({ default: m.CartDrawer })));
export const CheckoutModal = lazy(() => loadCheckout().then((m) => ({ default: m.CheckoutModal })));
export const OrderPlacedModal = lazy(() => loadOrderPlaced().then((m) => ({ default: m.OrderPlacedModal })));
export const MyOrdersModal = lazy(() => loadMyOrders().then((m) => ({ default: m.MyOrdersModal })));
export const LocationModal = lazy(() => loadLocation().then((m) => ({ default: m.LocationModal })));
export const ItemSheet = lazy(() => loadItemSheet().then((m) => ({ default: m.ItemSheet })));
export const NameModal = lazy(() => loadName().then((m) => ({ default: m.NameModal })));
// The sign-in modal also brings the robot check it runs.
export const LoginModal = lazy(loadLogin);

// Not the sign-in modal (its form validation weighs more than all the others together) nor My
// orders (its date formatter is the page's first Intl object: ~20 ms of locale data on a busy
// main thread): both load when opened. Checkout and its confirmation build the order's schemas
// as they load (a long task on a slow phone): they are fetched when the cart opens, which comes
// before either.
// The search matcher and the offer toast's card are not dialogs, but they are fetched the same
// way, before the first search or offer.
const loaders = [loadItemSheet, loadCart, loadLocation, loadMatcher, loadOfferCard];

/** Checkout's chunks, while the customer looks at the cart; a failure only means fetching on open. */
export function preloadCheckout(): void {
  loadCheckout().catch(() => undefined);
  loadOrderPlaced().catch(() => undefined);
}

/**
 * Fetches the dialogs' chunks when the browser is idle, one per idle moment: each chunk runs its
 * module code as it arrives, and all of them in one go was a long task on a slow phone. A failure
 * only means fetching on open.
 */
export function preloadStoreDialogs(): () => void {
  let stopped = false;
  let cancel = () => {};
  const next = (index: number) => {
    const load = loaders[index];
    if (stopped || !load) return;
    cancel = whenIdle(() =>
      load()
        .catch(() => undefined)
        .then(() => next(index + 1)),
    );
  };
  next(0);
  return () => {
    stopped = true;
    cancel();
  };
}

function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 5000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 500);
  return () => clearTimeout(id);
}
