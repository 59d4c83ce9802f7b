import ShoppingCart from 'lucide-react/icons/shopping-cart';
import { CountBadge } from '#web/components/ui/count-badge.tsx';
import { CART_NAME_ONE, CART_NAME_OTHER } from '#web/features/store/cart/early-add.ts';
import { useCartLines } from '#web/features/store/shared/cart-store.ts';
import { type CartMenu, orderableCount } from '#web/features/store/shared/lib/cart-lines.ts';
import { useT } from '#web/lib/i18n/language-context.tsx';

/** The badge counts what can be ordered now: a line out of stock or off the menu is not in it. */
export function CartButton({ onOpen, menu }: { onOpen: () => void; menu: CartMenu | undefined }) {
  const t = useT();
  const count = orderableCount(useCartLines(), menu);
  // The space between 'Cart' and the badge makes the visible words 'Cart 2', which the name
  // 'Cart, 2 items' contains: speech users say what they see (WCAG 2.5.3, label in name).
  // The two names, with their place for the count, let the page's entry script rename the button
  // when ADD is tapped before React has started (early-add.ts).
  const names = { [CART_NAME_ONE]: t('Cart, {count} item'), [CART_NAME_OTHER]: t('Cart, {count} items') };
  return (
    <button
      type="button"
      onClick={onOpen}
      {...names}
      aria-label={count === 1 ? t('Cart, {count} item', { count }) : t('Cart, {count} items', { count })}
      className="relative flex h-10 items-center gap-2 rounded-xl bg-brand-700 px-3 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900"
    >
      <ShoppingCart aria-hidden="true" className="h-5 w-5" />
      <span className="hidden md:inline">{t('Cart')}</span>{' '}
      <CountBadge
        count={count}
        testId="cart-badge"
        keptAtZero
        className="-right-2 -top-2 bg-amber-400 text-stone-900"
      />
    </button>
  );
}
