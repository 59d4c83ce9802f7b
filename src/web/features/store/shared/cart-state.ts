// The cart lives in the browser (it survives reload, closing the tab, and signing in or out);
// the server re-prices everything at checkout. No React here: the storefront's entry script adds
// to the cart before React has loaded (cart/early-add.ts); cart-store.ts has the hook.
import type { StorefrontItem } from '#shared/api/catalog.ts';
import { createPersistedStore } from '#web/lib/persisted-store.ts';
import {
  addLine,
  addLineQuantity,
  type CartChoice,
  type CartLine,
  parseStoredLines,
  setLineQuantity,
} from './lib/cart-lines.ts';
import type { ReorderPlan } from './lib/reorder-plan.ts';

// Still v1: lines stored before options existed are read as plain lines (see parseStoredLines).
const CART_STORAGE_KEY = 'chai-express.cart.v1';

export const cartStore = createPersistedStore<CartLine[]>(CART_STORAGE_KEY, [], parseStoredLines);

export const cartActions = {
  add: (item: StorefrontItem, choice?: CartChoice) => cartStore.set((lines) => addLine(lines, item, choice)),
  addQuantity: (item: StorefrontItem, count: number, choice?: CartChoice) =>
    cartStore.set((lines) => addLineQuantity(lines, item, count, choice)),
  addPlan: (plan: ReorderPlan) =>
    cartStore.set((lines) =>
      plan.adds.reduce((next, add) => addLineQuantity(next, add.item, add.quantity, add.choice), lines),
    ),
  setQuantity: (key: string, quantity: number) =>
    cartStore.set((lines) => setLineQuantity(lines, key, quantity)),
  clear: () => cartStore.set([]),
};
