import { ShoppingCart } from 'lucide-react';
import { useCartLines } from '../cart-store';
import { totalQuantity } from '../lib/cart-lines';

export function CartButton({ onOpen }: { onOpen: () => void }) {
  const count = totalQuantity(useCartLines());
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
      className="relative flex h-10 items-center gap-2 rounded-xl bg-brand-700 px-3 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900"
    >
      <ShoppingCart aria-hidden="true" className="h-5 w-5" />
      <span className="hidden md:inline">Cart</span>
      {count > 0 && (
        <span
          data-testid="cart-badge"
          aria-hidden="true"
          className="absolute -right-2 -top-2 flex h-5 min-w-5 items-center justify-center rounded-full bg-amber-400 px-1 text-xs font-bold text-stone-900"
        >
          {count}
        </span>
      )}
    </button>
  );
}
