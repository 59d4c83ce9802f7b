// The cart lives in the browser (it survives reload, closing the tab, and signing in or out);
// the server re-prices everything at checkout.
import type { StorefrontItem } from '#shared/api/catalog.ts';
import { createPersistedStore, useStore } from '#web/lib/persisted-store.ts';
import {
  addLine,
  addLineQuantity,
  type CartLine,
  parseStoredLines,
  setLineQuantity,
} from './lib/cart-lines.ts';

const CART_STORAGE_KEY = 'chai-express.cart.v1';

const cartStore = createPersistedStore<CartLine[]>(CART_STORAGE_KEY, [], parseStoredLines);

export const cartActions = {
  add: (item: StorefrontItem) => cartStore.set((lines) => addLine(lines, item)),
  addQuantity: (item: StorefrontItem, count: number) =>
    cartStore.set((lines) => addLineQuantity(lines, item, count)),
  setQuantity: (id: string, quantity: number) =>
    cartStore.set((lines) => setLineQuantity(lines, id, quantity)),
  clear: () => cartStore.set([]),
};

export const useCartLines = () => useStore(cartStore);
