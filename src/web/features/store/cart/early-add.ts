// A tap on a card's ADD before React has started (issue 47). On a slow phone React needs most of a
// second to load and hydrate the page; a tap made as the page shows waited that long for its
// effect. The storefront's entry script (main.tsx) hands such a tap here: the item goes into the
// cart through the store React reads, and the header's cart button shows the new count at once.
// React then hydrates the server's markup (the badge's text may differ from it, see
// cart-button.tsx) and renders the card's quantity control from the cart.
// No React and no zod here: this runs in the entry script, before either has loaded.
import type { MenuResponse } from '#shared/api/catalog.ts';
import { cartActions, cartStore } from '#web/features/store/shared/cart-state.ts';
import { orderableCount } from '#web/features/store/shared/lib/cart-lines.ts';
import { peekBootData } from '#web/lib/boot-data.ts';

/** On a card's one-tap ADD (an item without options): the item's id. */
export const EARLY_ADD_ITEM = 'data-add-item';
/** On the header's cart button: its name for one item and for several, `{count}` in place. */
export const CART_NAME_ONE = 'data-name-one';
export const CART_NAME_OTHER = 'data-name-other';

let menu: MenuResponse | undefined;

/**
 * Adds the item of a one-tap ADD button to the cart and shows the cart's new count; false when
 * the button is not one, or the page's menu is no longer at hand (the application has taken it
 * and is about to start: the tap is then held for React, as any other).
 */
export function addBeforeReact(button: HTMLButtonElement): boolean {
  const id = button.getAttribute(EARLY_ADD_ITEM);
  if (!id) return false;
  menu ??= peekBootData<MenuResponse>('menu');
  const item = menu?.items.find((i) => i.id === id);
  if (!menu || !item) return false;
  cartActions.add(item);
  // The count the cart button shows once React runs.
  showCartCount(orderableCount(cartStore.get(), menu));
  return true;
}

function showCartCount(count: number) {
  const cart = document.querySelector<HTMLButtonElement>(`button[${CART_NAME_ONE}]`);
  const badge = cart?.querySelector<HTMLElement>('[data-count-badge]');
  if (!cart || !badge) return;
  badge.textContent = String(count);
  badge.hidden = count <= 0;
  const name = cart.getAttribute(count === 1 ? CART_NAME_ONE : CART_NAME_OTHER);
  if (name) cart.setAttribute('aria-label', name.replaceAll('{count}', String(count)));
}
