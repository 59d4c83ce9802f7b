// ADD at quantity 0, otherwise the minus/count/plus control (spec section 2).
import type { StorefrontItem } from '../../../../../shared/api/catalog';
import { cartActions, useCartLines } from '../cart-store';
import { QuantityControl } from './quantity-control';

export function AddToCart({ item }: { item: StorefrontItem }) {
  const quantity = useCartLines().find((l) => l.id === item.id)?.quantity ?? 0;
  if (quantity === 0) {
    return (
      <button
        type="button"
        onClick={() => cartActions.add(item)}
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
      onChange={(next) => (next > quantity ? cartActions.add(item) : cartActions.setQuantity(item.id, next))}
    />
  );
}
