import ShoppingBag from 'lucide-react/icons/shopping-bag';
import type { BillingSettings } from '#shared/billing/billing-settings.ts';
import { taxTermsOf } from '#shared/billing/tax-terms.ts';
import type { DeliveryArea } from '#shared/delivery-area/delivery-area-schema.ts';
import { NOTIFICATION_TEXTS } from '#shared/notifications.ts';
import type { OrderType } from '#shared/orders.ts';
import { OrderTotals } from '#web/components/order-totals.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { useCartLines } from '#web/features/store/shared/cart-store.ts';
import { OrderTypeChoice } from '#web/features/store/shared/components/order-type-choice.tsx';
import {
  type CartMenu,
  lineRoom,
  orderableLines,
  reconcileLines,
  subtotalPaise,
} from '#web/features/store/shared/lib/cart-lines.ts';
import { deliveryTerms } from '#web/features/store/shared/lib/delivery-terms.ts';
import type { ChosenPoint } from '#web/features/store/shared/lib/location-state.ts';
import { useT } from '#web/lib/i18n/language-context.tsx';
import { useOnline } from '#web/lib/use-online.ts';
import { CartLineRow } from './cart-line-row.tsx';

type Props = {
  open: boolean;
  onClose: () => void;
  menu: CartMenu | undefined;
  /** What Reorder could not bring back ('Masala Chai: Extra ginger is no longer available'). */
  notices?: readonly string[];
  /** Checkout is its own feature; the drawer only offers the way there. */
  onCheckout?: () => void;
  checkoutNote?: string;
  /** The settings' delivery area and the customer's chosen point: the fee, or why not delivered. */
  delivery?: DeliveryArea;
  point?: ChosenPoint | null;
  /** Outside the area the customer may still collect the order at the shop. */
  onPickupInstead?: () => void;
  onChangeLocation?: () => void;
  /** The shop's tax settings: GST added on top of the prices shows as a line of its own. */
  billing?: BillingSettings;
  /**
   * Delivery or pickup, chosen here or at checkout (the same choice): a pickup has no fee, no
   * minimum order and no delivery area, so a small order can still be placed for collection.
   */
  orderType?: OrderType;
  onOrderTypeChange?: (orderType: OrderType) => void;
};

export function CartDrawer({
  open,
  onClose,
  menu,
  notices = [],
  onCheckout,
  checkoutNote,
  delivery,
  point = null,
  onPickupInstead,
  onChangeLocation,
  billing,
  orderType = 'delivery',
  onOrderTypeChange,
}: Props) {
  const t = useT();
  const lines = reconcileLines(useCartLines(), menu);
  const online = useOnline();
  const subtotal = subtotalPaise(lines);
  // Lines that cannot be ordered now stay in the cart, marked (they may come back in stock), and
  // are left out of the order; only a cart with nothing orderable cannot go on.
  const orderable = orderableLines(lines).length;
  const leftOut = lines.length - orderable;
  const pickup = orderType === 'pickup';
  const terms = delivery && !pickup ? deliveryTerms(delivery, point, subtotal) : undefined;
  // Outside the area, delivery checkout does not start (not even the sign-in before it).
  const outside = terms?.kind === 'outside' ? terms.message : undefined;
  const short = terms && terms.kind !== 'outside' ? terms.minimumProblem : null;

  const footer =
    lines.length === 0 ? undefined : (
      <div className="space-y-2 text-sm">
        {onOrderTypeChange && (
          <OrderTypeChoice name="cart-order-type" value={orderType} onChange={onOrderTypeChange} />
        )}
        <OrderTotals
          subtotalPaise={subtotal}
          deliveryFeePaise={
            pickup ? null : terms && terms.kind !== 'outside' ? (terms.feePaise ?? undefined) : undefined
          }
          deliveryUnknown={outside ? t('Not available here') : undefined}
          taxTerms={billing ? taxTermsOf(billing) : undefined}
        />
        {terms?.kind === 'deliverable' && terms.freeHint && (
          <p className="text-green-800">{t(terms.freeHint)}</p>
        )}
        {short && (
          <div className="space-y-1 rounded-lg bg-amber-50 p-2 text-amber-900">
            <p className="font-semibold">{t(short)}</p>
            {onOrderTypeChange && (
              <p>{t('The minimum is for delivery only: choose Pickup to collect it at the shop.')}</p>
            )}
          </div>
        )}
        {outside && (
          <div role="alert" className="space-y-2 rounded-lg bg-red-50 p-2 text-red-800">
            <p className="font-semibold">{t(outside)}</p>
            <div className="flex flex-wrap gap-3">
              {onChangeLocation && (
                <button type="button" onClick={onChangeLocation} className="font-semibold underline">
                  {t('Change location')}
                </button>
              )}
              {onPickupInstead && (
                <button type="button" onClick={onPickupInstead} className="font-semibold underline">
                  {t('Pick up from the shop instead')}
                </button>
              )}
            </div>
          </div>
        )}
        {leftOut > 0 && (
          <p className="rounded-lg bg-amber-50 p-2 text-amber-900">
            {leftOut === 1
              ? t('The marked item cannot be ordered right now and is left out of your order.')
              : t('The marked items cannot be ordered right now and are left out of your order.')}
          </p>
        )}
        <button
          type="button"
          disabled={orderable === 0 || !onCheckout || outside !== undefined || short !== null || !online}
          aria-describedby={online ? undefined : 'cart-offline'}
          onClick={onCheckout}
          className="h-11 w-full rounded-xl bg-brand-700 font-bold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-stone-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900"
        >
          {t('Proceed to Checkout')}
        </button>
        {!online && (
          <p id="cart-offline" className="text-center font-semibold text-amber-950">
            {t(NOTIFICATION_TEXTS.checkoutOffline)}
          </p>
        )}
        {checkoutNote && <p className="text-center text-xs text-stone-600">{t(checkoutNote)}</p>}
      </div>
    );

  return (
    <Modal open={open} onClose={onClose} title={t('My Cart')} variant="drawer" footer={footer}>
      {notices.length > 0 && (
        <div role="status" className="mb-3 rounded-lg bg-amber-50 p-2 text-sm text-amber-950">
          <p className="font-semibold">{t('Some of your order could not be added as before:')}</p>
          <ul className="list-disc pl-5">
            {notices.map((notice) => (
              <li key={notice}>{t(notice)}</li>
            ))}
          </ul>
        </div>
      )}
      {lines.length === 0 ? (
        <div className="flex flex-col items-center gap-2 py-16 text-center">
          <ShoppingBag aria-hidden="true" className="h-12 w-12 text-stone-400" />
          <p className="text-lg font-semibold">{t('Your cart is empty')}</p>
          <p className="text-stone-600">{t('Add some products to get started')}</p>
        </div>
      ) : (
        <ul className="divide-y divide-stone-200">
          {lines.map((line) => (
            <CartLineRow key={line.key} line={line} room={lineRoom(lines, line.itemId, line.key)} />
          ))}
        </ul>
      )}
    </Modal>
  );
}
