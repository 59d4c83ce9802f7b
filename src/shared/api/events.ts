// Live updates (Server-Sent Events). Events say what changed; clients read the details through
// the ordinary API, so an event never carries more than its reader may already see.
import type { OrderStatus } from '../orders.ts';

/** One order was placed or changed status. */
export type OrderEvent = { orderId: string; orderNumber: string; status: OrderStatus; at: string };

/** Event names on the streams, as the browser's EventSource sees them. */
export const STREAM_EVENTS = {
  /** Sent first on every (re)connection: whatever was missed meanwhile must be read again. */
  ready: 'ready',
  order: 'order',
  /** A published promotion: { id, message }. */
  promo: 'promo',
  /** The catalog changed (an item out of stock, a price, an item removed): re-read the menu. */
  menu: 'menu',
  /**
   * An order's delivery changed or its rider moved: { orderId } (docs/product.md#riders-and-dispatch).
   * Staff streams hear of every order, a customer of their own orders, a rider of theirs.
   */
  delivery: 'delivery',
  /**
   * Staff and public streams: the site settings were saved (the shop paused or resumed, busy mode,
   * hours): re-read /api/settings.
   */
  settings: 'settings',
  /**
   * Sent last, just before the server ends the stream because the account's sessions changed
   * (signed out, disabled, new role): the client asks once whether it may reconnect.
   */
  ended: 'ended',
} as const;

export const CUSTOMER_ORDER_STREAM = '/api/orders/events';
export const STAFF_ORDER_STREAM = '/api/admin/orders/events';
/** A rider's page: deliveries given to or taken from them, as `delivery` events. */
export const RIDER_STREAM = '/api/rider/events';
/** Open to every storefront visitor: promotions, menu and settings changes. */
export const PUBLIC_STREAM = '/api/events';
