// ADD at quantity 0, otherwise the minus/count/plus control (docs/product.md#storefront).
import { type MouseEvent, useEffect, useRef } from 'react';
import type { StorefrontItem } from '#shared/api/catalog.ts';
import { cartActions, useCartLines } from '../cart-store.ts';
import { QuantityControl } from './quantity-control.tsx';

export function AddToCart({ item }: { item: StorefrontItem }) {
  const quantity = useCartLines().find((l) => l.id === item.id)?.quantity ?? 0;
  // ADD turns into the quantity control, and back at 0: the button that had focus is gone, so its
  // successor takes focus and a keyboard user stays on the item instead of the page's start.
  const focusNext = useRef<'plus' | 'add' | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const plusButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusNext.current === 'plus' && quantity > 0) plusButton.current?.focus();
    if (focusNext.current === 'add' && quantity === 0) addButton.current?.focus();
    focusNext.current = null;
  }, [quantity]);
  const hadFocus = (event: MouseEvent<HTMLElement>) => event.currentTarget.contains(document.activeElement);

  if (quantity === 0) {
    return (
      <button
        ref={addButton}
        type="button"
        onClick={(event) => {
          if (hadFocus(event)) focusNext.current = 'plus';
          cartActions.add(item);
        }}
        aria-label={`Add ${item.name} to cart`}
        className="h-9 rounded-lg border border-brand-700 bg-brand-50 px-4 text-sm font-bold text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        ADD
      </button>
    );
  }
  return (
    <QuantityControl
      name={item.name}
      quantity={quantity}
      plusRef={plusButton}
      onChange={(next, event) => {
        if (next <= 0 && hadFocus(event)) focusNext.current = 'add';
        if (next > quantity) cartActions.add(item);
        else cartActions.setQuantity(item.id, next);
      }}
    />
  );
}
