// The storefront's dialog sequence as one pure state machine: cart -> sign in -> checkout ->
// location -> back to checkout -> placed, with the detours a guest takes (sign in first, then come
// back). The page dispatches what happened; which dialog shows follows from here alone, so the
// sequence is tested without a DOM (store-flow.test.ts). In the storefront's first load: types and
// plain functions only.
import type { Order } from '#shared/api/orders.ts';
import type { OrderType } from '#shared/orders.ts';
import { editsAfterChoice, type LocationChoice } from '#web/features/store/location/lib/checkout-edits.ts';
import type { AddressDraft } from '#web/features/store/shared/lib/address-draft.ts';

export type StoreDialog = 'cart' | 'location' | 'login' | 'checkout' | 'orders' | 'name';

export type StoreFlow = {
  dialog: StoreDialog | null;
  /** What the page knows of the session: whether it is still being read, and whether it is there. */
  session: { loading: boolean; signedIn: boolean };
  /** A guest who starts checkout signs in first and comes back to it with the cart intact. */
  resumeCheckout: boolean;
  /** Likewise a guest who taps Track Order: sign in, then My orders. */
  resumeOrders: boolean;
  /** Sign-in is shown because the session ended at checkout: it says so. */
  sessionLost: boolean;
  /** The order just placed, on its confirmation. */
  placed: Order | null;
  /** The item whose detail view (options sheet) is open, by id: it follows the live menu while open. */
  detailId: string | null;
  /** What Reorder could not bring back, said in the cart it opens. */
  reorderNotices: readonly string[];
  orderType: OrderType;
  /**
   * What the customer typed at checkout, over the address it started from: kept while they go and
   * choose a location, so 'Change' returns to their checkout as they left it.
   */
  edits: Partial<AddressDraft>;
  /** The location chooser was opened from checkout, and goes back there once a place is chosen. */
  backToCheckout: boolean;
};

export type StoreEvent =
  | { type: 'session'; loading: boolean; signedIn: boolean }
  /** A header or footer button opened a dialog directly. */
  | { type: 'open'; dialog: StoreDialog }
  | { type: 'close' }
  | { type: 'startCheckout'; orderType?: OrderType }
  | { type: 'trackOrder' }
  | { type: 'orderTypeChanged'; orderType: OrderType }
  | { type: 'draftChanged'; key: keyof AddressDraft; value: string }
  | { type: 'changeLocation' }
  | { type: 'locationChosen'; choice: LocationChoice }
  | { type: 'locationClosed' }
  | { type: 'loginClosed' }
  | { type: 'cartClosed' }
  | { type: 'placed'; order: Order }
  | { type: 'placedClosed' }
  | { type: 'reordered'; notices: readonly string[] }
  | { type: 'openItem'; id: string }
  | { type: 'closeItem' }
  /** The browser's Back: closes what is open, as its own Close would. */
  | { type: 'back' };

export function initialStoreFlow(session: { loading: boolean; signedIn: boolean }): StoreFlow {
  return {
    dialog: null,
    session,
    resumeCheckout: false,
    resumeOrders: false,
    sessionLost: false,
    placed: null,
    detailId: null,
    reorderNotices: [],
    orderType: 'delivery',
    edits: {},
    backToCheckout: false,
  };
}

/** Whether anything the page shows over the menu is open (Back then closes it). */
export const storeFlowOpen = (flow: StoreFlow) =>
  flow.dialog !== null || flow.placed !== null || flow.detailId !== null;

export function storeFlow(flow: StoreFlow, event: StoreEvent): StoreFlow {
  return settle(step(flow, event));
}

function step(flow: StoreFlow, event: StoreEvent): StoreFlow {
  switch (event.type) {
    case 'session':
      return { ...flow, session: { loading: event.loading, signedIn: event.signedIn } };
    case 'open':
      return { ...flow, dialog: event.dialog };
    case 'close':
      return { ...flow, dialog: null };
    case 'startCheckout': {
      const orderType = event.orderType ?? flow.orderType;
      if (flow.session.signedIn) return { ...flow, orderType, dialog: 'checkout' };
      return { ...flow, orderType, resumeCheckout: true, dialog: 'login' };
    }
    case 'trackOrder':
      if (flow.session.signedIn) return { ...flow, dialog: 'orders' };
      return { ...flow, resumeOrders: true, dialog: 'login' };
    case 'orderTypeChanged':
      return { ...flow, orderType: event.orderType };
    case 'draftChanged':
      return { ...flow, edits: { ...flow.edits, [event.key]: event.value } };
    case 'changeLocation':
      return { ...flow, backToCheckout: true, dialog: 'location' };
    case 'locationChosen': {
      const edits = editsAfterChoice(flow.edits, event.choice);
      if (!flow.backToCheckout) return { ...flow, edits };
      return { ...flow, edits, backToCheckout: false, dialog: 'checkout' };
    }
    case 'locationClosed':
      // Closed without choosing: back to checkout all the same, if that is where it came from.
      return { ...flow, dialog: flow.backToCheckout ? 'checkout' : null, backToCheckout: false };
    case 'loginClosed':
      return { ...flow, sessionLost: false, dialog: null };
    case 'cartClosed':
      return { ...flow, dialog: null, reorderNotices: [] };
    case 'placed':
      return { ...flow, edits: {}, dialog: null, placed: event.order };
    case 'placedClosed':
      return { ...flow, placed: null };
    case 'reordered':
      return { ...flow, reorderNotices: event.notices, dialog: 'cart' };
    case 'openItem':
      return { ...flow, detailId: event.id };
    case 'closeItem':
      return { ...flow, detailId: null };
    case 'back': {
      const closed = { ...flow, placed: null, detailId: null };
      if (flow.dialog === 'location') return step(closed, { type: 'locationClosed' });
      if (flow.dialog === 'login') return step(closed, { type: 'loginClosed' });
      return { ...closed, dialog: null };
    }
  }
}

/**
 * What follows from the session whatever happened: a guest who was sent to sign in comes back to
 * where they were going once signed in (checkout over My orders when both were asked for), and
 * checkout without a session (signed out in another tab, or the server answered 401) sends them to
 * sign in again and come back, cart intact.
 */
function settle(flow: StoreFlow): StoreFlow {
  const { loading, signedIn } = flow.session;
  if (signedIn && (flow.resumeCheckout || flow.resumeOrders)) {
    const dialog = flow.resumeCheckout ? 'checkout' : 'orders';
    return { ...flow, resumeCheckout: false, resumeOrders: false, dialog };
  }
  if (flow.dialog === 'checkout' && !loading && !signedIn)
    return { ...flow, resumeCheckout: true, sessionLost: true, dialog: 'login' };
  return flow;
}
