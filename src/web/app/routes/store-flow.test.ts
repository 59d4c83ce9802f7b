import { describe, expect, it } from 'vitest';
import type { Order } from '#shared/api/orders.ts';
import { initialStoreFlow, type StoreEvent, type StoreFlow, storeFlow, storeFlowOpen } from './store-flow.ts';

const guest = { loading: false, signedIn: false };
const customer = { loading: false, signedIn: true };
const run = (start: StoreFlow, ...events: StoreEvent[]) => events.reduce(storeFlow, start);
const order = { id: 'o1' } as Order;

describe('the storefront flow for a guest', () => {
  it('sends checkout to sign-in first, then comes back to checkout once signed in', () => {
    const atLogin = run(initialStoreFlow(guest), { type: 'open', dialog: 'cart' }, { type: 'startCheckout' });
    expect(atLogin.dialog).toBe('login');
    expect(atLogin.resumeCheckout).toBe(true);
    const back = run(atLogin, { type: 'session', ...customer });
    expect(back.dialog).toBe('checkout');
    expect(back.resumeCheckout).toBe(false);
  });

  it('keeps the order type picked in the cart (pickup instead) across sign-in', () => {
    const flow = run(
      initialStoreFlow(guest),
      { type: 'startCheckout', orderType: 'pickup' },
      { type: 'session', ...customer },
    );
    expect(flow).toMatchObject({ dialog: 'checkout', orderType: 'pickup' });
  });

  it('sends Track Order to sign-in, then to My orders', () => {
    const atLogin = run(initialStoreFlow(guest), { type: 'trackOrder' });
    expect(atLogin).toMatchObject({ dialog: 'login', resumeOrders: true });
    expect(run(atLogin, { type: 'session', ...customer })).toMatchObject({
      dialog: 'orders',
      resumeOrders: false,
    });
  });

  it('goes to checkout, not My orders, when both waited on the sign-in', () => {
    const flow = run(
      initialStoreFlow(guest),
      { type: 'trackOrder' },
      { type: 'loginClosed' },
      { type: 'startCheckout' },
      { type: 'session', ...customer },
    );
    expect(flow).toMatchObject({ dialog: 'checkout', resumeCheckout: false, resumeOrders: false });
  });

  it('remembers a checkout asked for while the sign-in was closed, and resumes it on a later sign-in', () => {
    const closed = run(initialStoreFlow(guest), { type: 'startCheckout' }, { type: 'loginClosed' });
    expect(closed.dialog).toBeNull();
    expect(run(closed, { type: 'session', ...customer }).dialog).toBe('checkout');
  });
});

describe('the storefront flow for a signed-in customer', () => {
  const signedIn = initialStoreFlow(customer);

  it('opens checkout and My orders directly', () => {
    expect(run(signedIn, { type: 'startCheckout' }).dialog).toBe('checkout');
    expect(run(signedIn, { type: 'trackOrder' }).dialog).toBe('orders');
  });

  it('goes from checkout to the location chooser and back, keeping what was typed', () => {
    const typed = run(
      signedIn,
      { type: 'startCheckout' },
      { type: 'draftChanged', key: 'house', value: 'Flat 4' },
      { type: 'draftChanged', key: 'area', value: 'Lohegaon' },
      { type: 'changeLocation' },
    );
    expect(typed).toMatchObject({ dialog: 'location', backToCheckout: true });
    const chosen = run(typed, { type: 'locationChosen', choice: 'place' });
    expect(chosen).toMatchObject({ dialog: 'checkout', backToCheckout: false, edits: { house: 'Flat 4' } });
    // A new place brings its own area.
    expect(chosen.edits.area).toBeUndefined();
  });

  it('drops the typing when a saved address is chosen, which brings all its parts', () => {
    const flow = run(
      signedIn,
      { type: 'startCheckout' },
      { type: 'draftChanged', key: 'house', value: 'Flat 4' },
      { type: 'changeLocation' },
      { type: 'locationChosen', choice: 'address' },
    );
    expect(flow).toMatchObject({ dialog: 'checkout', edits: {} });
  });

  it('returns to checkout when the chooser opened from it is closed without a choice', () => {
    const flow = run(
      signedIn,
      { type: 'startCheckout' },
      { type: 'changeLocation' },
      { type: 'locationClosed' },
    );
    expect(flow).toMatchObject({ dialog: 'checkout', backToCheckout: false });
  });

  it('closes the chooser opened from the header, choice or not, and keeps the typing of a later checkout', () => {
    const fromHeader = run(signedIn, { type: 'open', dialog: 'location' });
    expect(run(fromHeader, { type: 'locationClosed' }).dialog).toBeNull();
    const chosen = run(fromHeader, { type: 'locationChosen', choice: 'place' });
    expect(chosen.dialog).toBe('location');
  });

  it('sends checkout to sign in again when the session ends there, saying so, and comes back', () => {
    const lost = run(signedIn, { type: 'startCheckout' }, { type: 'session', ...guest });
    expect(lost).toMatchObject({ dialog: 'login', sessionLost: true, resumeCheckout: true });
    expect(run(lost, { type: 'session', ...customer }).dialog).toBe('checkout');
    expect(run(lost, { type: 'loginClosed' })).toMatchObject({ dialog: null, sessionLost: false });
  });

  it('sends to sign in a checkout reached back from the chooser after the session ended', () => {
    const flow = run(
      signedIn,
      { type: 'startCheckout' },
      { type: 'changeLocation' },
      { type: 'session', ...guest },
      { type: 'locationClosed' },
    );
    expect(flow).toMatchObject({ dialog: 'login', sessionLost: true });
  });

  it('waits for the session to be read before deciding checkout needs a sign-in', () => {
    const flow = run(
      signedIn,
      { type: 'startCheckout' },
      { type: 'session', loading: true, signedIn: false },
    );
    expect(flow.dialog).toBe('checkout');
  });

  it('closes checkout on the order placed, forgets the typing and shows the confirmation', () => {
    const flow = run(
      signedIn,
      { type: 'startCheckout' },
      { type: 'draftChanged', key: 'house', value: 'Flat 4' },
      { type: 'placed', order },
    );
    expect(flow).toMatchObject({ dialog: null, placed: order, edits: {} });
    expect(storeFlowOpen(flow)).toBe(true);
    expect(storeFlowOpen(run(flow, { type: 'placedClosed' }))).toBe(false);
  });

  it('opens the cart with what Reorder could not bring back, and forgets it when the cart closes', () => {
    const flow = run(signedIn, { type: 'trackOrder' }, { type: 'reordered', notices: ['Samosa is gone'] });
    expect(flow).toMatchObject({ dialog: 'cart', reorderNotices: ['Samosa is gone'] });
    expect(run(flow, { type: 'cartClosed' })).toMatchObject({ dialog: null, reorderNotices: [] });
  });
});

describe('Back', () => {
  const signedIn = initialStoreFlow(customer);

  it('closes the item sheet and the confirmation with the dialog', () => {
    const flow = run(signedIn, { type: 'openItem', id: 'i1' }, { type: 'placed', order }, { type: 'back' });
    expect(flow).toMatchObject({ dialog: null, placed: null, detailId: null });
    expect(storeFlowOpen(flow)).toBe(false);
  });

  it('returns the chooser opened from checkout to checkout, as its Close does', () => {
    const flow = run(signedIn, { type: 'startCheckout' }, { type: 'changeLocation' }, { type: 'back' });
    expect(flow.dialog).toBe('checkout');
  });

  it('closes the sign-in and forgets why it was asked for', () => {
    const lost = run(signedIn, { type: 'startCheckout' }, { type: 'session', ...guest });
    expect(run(lost, { type: 'back' })).toMatchObject({ dialog: null, sessionLost: false });
  });
});
