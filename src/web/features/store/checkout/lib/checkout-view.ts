// What checkout shows and sends, worked out from the cart, the address being typed and the shop's
// settings: the lines ordered and those left out, the fee, the discount still valid, what stops the
// order before it is sent, and the total the server will charge. The server prices the order again;
// this only says what to expect.
import type { CheckDiscountResponse } from '#shared/api/discounts.ts';
import type { BillingSettings } from '#shared/billing/billing-settings.ts';
import { orderTax } from '#shared/billing/tax.ts';
import { taxTermsOf } from '#shared/billing/tax-terms.ts';
import type { DeliveryArea } from '#shared/delivery-area/delivery-area-schema.ts';
import { toPaise } from '#shared/money.ts';
import type { OrderType } from '#shared/orders.ts';
import type { AddressDraft } from '#web/features/store/shared/lib/address-draft.ts';
import { deliveryTerms } from '#web/features/store/shared/lib/delivery-terms.ts';
import type { ShopStatus } from '#web/features/store/shared/lib/shop-status-text.ts';
import {
  type CategoriesOfMenu,
  cartCategoryIds,
  checkoutDeliveryText,
  checkoutPickupText,
} from './checkout-estimate.ts';

export type CheckoutLine = {
  /** The cart line's key: the same item with other choices is another line. */
  key: string;
  itemId: string;
  name: string;
  price: number;
  quantity: number;
  unit: string;
  options: readonly { id: string; name: string }[];
  note: string | null;
  /** Why the line cannot be ordered now (out of stock, off the menu): shown, never ordered. */
  problem?: string;
};

type Input = {
  lines: readonly CheckoutLine[];
  orderType: OrderType;
  draft: AddressDraft;
  /** The code the customer applied, as the server checked it against the lines of that moment. */
  discount: CheckDiscountResponse | undefined;
  delivery: DeliveryArea | undefined;
  status: ShopStatus | null;
  billing: BillingSettings | undefined;
  /** The menu, for the kinds of item in the cart (their kitchen times); undefined before read. */
  menu?: CategoriesOfMenu;
};

export function checkoutView({ lines, orderType, draft, discount, delivery, status, billing, menu }: Input) {
  // The cart follows the menu live: a line that went out of stock meanwhile is shown, not ordered.
  const ordered = lines.filter((l) => !l.problem);
  const leftOut = lines.filter((l) => l.problem);
  const subtotal = ordered.reduce((sum, l) => sum + toPaise(l.price) * l.quantity, 0);
  // The server checks the choices against the menu and prices them; the note goes as typed.
  const orderLines = ordered.map((l) => ({
    menuItemId: l.itemId,
    quantity: l.quantity,
    ...(l.options.length > 0 ? { options: l.options.map((o) => o.id) } : {}),
    ...(l.note ? { note: l.note } : {}),
  }));
  // A code checked against other lines may give another discount: check it again.
  const applied = discount && toPaise(discount.subtotal) === subtotal ? discount : undefined;
  const discountPaise = applied ? toPaise(applied.discount) : 0;
  const isDelivery = orderType === 'delivery';
  const point =
    draft.latitude !== null && draft.longitude !== null
      ? { latitude: draft.latitude, longitude: draft.longitude }
      : null;
  const terms = isDelivery && delivery ? deliveryTerms(delivery, point, subtotal) : undefined;
  const feePaise = !isDelivery
    ? null
    : terms && terms.kind !== 'outside'
      ? (terms.feePaise ?? undefined)
      : undefined;
  // What stops the order before it is sent; the server decides again and its answer shows as it comes.
  const closed = status?.refusal ?? null;
  const outside = terms?.kind === 'outside' ? terms.message : null;
  const short = terms && terms.kind !== 'outside' ? terms.minimumProblem : null;
  // The estimate for each way, once the status says the shop is open (docs/product.md#the-promise).
  const open = status?.state === 'open' ? status : null;
  const deliveryOff = open?.deliveryOff ?? null;
  const estimate = open && {
    open,
    categoryIds: cartCategoryIds(ordered, menu),
    shop: delivery?.shop,
    point: point && { lat: point.latitude, lng: point.longitude },
  };
  const taxTerms = billing ? taxTermsOf(billing) : undefined;
  const charged = taxTerms
    ? orderTax({ subtotalPaise: subtotal, discountPaise, deliveryFeePaise: feePaise ?? 0 }, taxTerms)
        .totalPaise
    : subtotal - discountPaise + (feePaise ?? 0);
  return {
    ordered,
    leftOut,
    subtotal,
    orderLines,
    applied,
    discountPaise,
    isDelivery,
    feePaise,
    freeHint: terms?.kind === 'deliverable' ? terms.freeHint : null,
    closed,
    outside,
    short,
    blocked:
      ordered.length === 0 ||
      closed !== null ||
      outside !== null ||
      short !== null ||
      (deliveryOff !== null && isDelivery),
    /** 'Delivery in 8 minutes', 'Delivery in about 14 minutes' for this cart and door; null while closed. */
    deliveryText: estimate ? checkoutDeliveryText(estimate) : null,
    /** 'Ready for pickup in about 6 minutes' (today's words before the estimate); null while closed. */
    pickupText: estimate ? checkoutPickupText(estimate) : null,
    /** Why no delivery now (the automatic switch takes pickup orders only), or null. */
    deliveryOff,
    taxTerms,
    pricesIncludeGst: taxTerms?.regime === 'regular' && taxTerms.pricesIncludeTax,
    charged,
  };
}

export type CheckoutView = ReturnType<typeof checkoutView>;
