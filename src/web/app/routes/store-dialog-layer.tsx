// The storefront's dialogs over the menu, each shown as the flow (store-flow.ts) says, and each
// telling the flow what the customer did in it.
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import type { MenuResponse } from '#shared/api/catalog.ts';
import type { Order } from '#shared/api/orders.ts';
import type { PublicSettings } from '#shared/api/settings.ts';
import { useAuth } from '#web/features/store/account/auth-context.tsx';
import { createAddress } from '#web/features/store/location/api/create-address.ts';
import {
  customerAddressesQueryOptions,
  useCustomerAddresses,
} from '#web/features/store/shared/api/get-customer-addresses.ts';
import { cartActions, useCartLines } from '#web/features/store/shared/cart-store.ts';
import { reconcileLines, subtotalPaise } from '#web/features/store/shared/lib/cart-lines.ts';
import { type AddressName, addressToKeep } from '#web/features/store/shared/lib/keep-checkout-address.ts';
import type { ShopStatus } from '#web/features/store/shared/lib/shop-status-text.ts';
import { locationActions, useLocationState } from '#web/features/store/shared/location-store.ts';
import { SaveUsual } from '#web/features/store/usual/components/save-usual.tsx';
import { UsualManager } from '#web/features/store/usual/components/usual-manager.tsx';
import { useT } from '#web/lib/i18n/language-context.tsx';
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
  preloadCheckout,
} from './store-dialogs.ts';
import type { StoreEvent, StoreFlow } from './store-flow.ts';

type Props = {
  flow: StoreFlow;
  dispatch: (event: StoreEvent) => void;
  menu: MenuResponse | undefined;
  settings: PublicSettings | undefined;
  status: ShopStatus | null;
  locationLabel: string;
};

export function StoreDialogLayer({ flow, dispatch, menu, settings, status, locationLabel }: Props) {
  const t = useT();
  const auth = useAuth();
  const location = useLocationState();
  const queryClient = useQueryClient();
  // Every line, those that cannot be ordered now included: checkout marks them and leaves them out.
  const cartLines = reconcileLines(useCartLines(), menu);
  const savedAddresses = useCustomerAddresses(auth.isAuthenticated).data?.addresses ?? [];
  const { dialog } = flow;
  const detailItem = flow.detailId ? menu?.items.find((i) => i.id === flow.detailId) : undefined;
  const close = () => dispatch({ type: 'close' });
  // Checkout comes from the cart: its chunks load while the customer looks at the cart.
  useEffect(() => {
    if (dialog === 'cart') preloadCheckout();
  }, [dialog]);

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

  /**
   * A delivery address a signed-in customer typed at checkout is saved under the name they gave
   * it and chosen, so the next checkout starts from it. Settled (never rejected): an address that
   * cannot be saved (20 already) is simply not kept.
   */
  async function keepAddressFrom(order: Order, name: AddressName) {
    const keep = addressToKeep(order, name);
    if (!keep) return;
    try {
      await createAddress(keep.body);
      locationActions.choose(keep.label, keep.point);
      await queryClient.invalidateQueries({ queryKey: customerAddressesQueryOptions().queryKey });
    } catch {
      // Kept on the order all the same; the customer can save it from the location chooser.
    }
  }

  return (
    <>
      <Mounted once={dialog === 'cart'}>
        <CartDrawer
          open={dialog === 'cart'}
          onClose={() => dispatch({ type: 'cartClosed' })}
          menu={menu}
          notices={flow.reorderNotices}
          onCheckout={() => dispatch({ type: 'startCheckout' })}
          orderType={flow.orderType}
          onOrderTypeChange={(orderType) => dispatch({ type: 'orderTypeChanged', orderType })}
          delivery={settings?.delivery}
          billing={settings?.billing}
          point={location.point}
          onPickupInstead={() => dispatch({ type: 'startCheckout', orderType: 'pickup' })}
          onChangeLocation={() => dispatch({ type: 'open', dialog: 'location' })}
        />
      </Mounted>
      {dialog === 'checkout' && (
        <Suspense fallback={null}>
          <CheckoutModal
            open
            onClose={close}
            lines={cartLines}
            orderType={flow.orderType}
            onOrderTypeChange={(orderType) => dispatch({ type: 'orderTypeChanged', orderType })}
            location={location}
            savedAddresses={savedAddresses}
            profile={auth.profile}
            edits={flow.edits}
            onDraftChange={(key, value) => dispatch({ type: 'draftChanged', key, value })}
            onChangeLocation={() => dispatch({ type: 'changeLocation' })}
            delivery={settings?.delivery}
            billing={settings?.billing}
            menu={menu}
            status={status}
            onRemoveLine={(id) => cartActions.setQuantity(id, 0)}
            onSignInNeeded={auth.sessionEnded}
            customerId={auth.profile?.id}
            onPlaced={(order, keep) => {
              cartActions.clear();
              dispatch({ type: 'placed', order });
              // Checkout waits for them before leaving for the pay page, which would cut them off.
              return Promise.all([keepNameFrom(order), keep && keepAddressFrom(order, keep)]);
            }}
          />
        </Suspense>
      )}
      <Mounted once={flow.placed !== null}>
        <OrderPlacedModal
          order={flow.placed}
          onClose={() => dispatch({ type: 'placedClosed' })}
          extras={(order) => <SaveUsual order={order} />}
        />
      </Mounted>
      <Mounted once={dialog === 'orders'}>
        <MyOrdersModal
          open={dialog === 'orders'}
          onClose={close}
          favourites={<UsualManager open={dialog === 'orders'} />}
          orderExtras={(order) => <SaveUsual order={order} />}
          onReorder={(order) => {
            const current = menu;
            if (!current) return;
            // Each line with its choices and note; what cannot come back is named in the cart. The
            // plan's chunk is fetched when My orders opens, so it is here by the time Reorder is tapped.
            void loadReorderPlan().then(({ reorderPlan }) => {
              const plan = reorderPlan(order.lines, current);
              cartActions.addPlan(plan);
              dispatch({ type: 'reordered', notices: plan.notices });
            });
          }}
        />
      </Mounted>
      <Mounted once={dialog === 'location'}>
        <LocationModal
          open={dialog === 'location'}
          onClose={() => dispatch({ type: 'locationClosed' })}
          currentLabel={locationLabel}
          signedIn={auth.isAuthenticated}
          delivery={settings?.delivery}
          subtotalPaise={subtotalPaise(cartLines)}
          forCheckout={flow.backToCheckout}
          onChosen={(choice) => dispatch({ type: 'locationChosen', choice })}
        />
      </Mounted>
      {dialog === 'name' && (
        <Suspense fallback={null}>
          <NameModal open onClose={close} />
        </Suspense>
      )}
      {detailItem && menu && (
        <Suspense fallback={null}>
          <ItemSheet
            key={detailItem.id}
            open
            item={detailItem}
            optionGroups={menu.optionGroups}
            onClose={() => dispatch({ type: 'closeItem' })}
            onAdd={(item, quantity, choice) => {
              cartActions.addQuantity(item, quantity, choice);
              dispatch({ type: 'closeItem' });
            }}
          />
        </Suspense>
      )}
      {dialog === 'login' && (
        <Suspense fallback={null}>
          <LoginModal
            open
            onClose={() => dispatch({ type: 'loginClosed' })}
            notice={
              flow.sessionLost ? t('You were signed out. Sign in again to place your order.') : undefined
            }
          />
        </Suspense>
      )}
    </>
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
