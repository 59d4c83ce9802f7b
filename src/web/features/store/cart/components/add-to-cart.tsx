// ADD at quantity 0, otherwise the minus/count/plus control (docs/product.md#storefront). An item
// with options has no one-tap ADD: its ADD opens the options sheet (docs/product.md#item-options).
import { type MouseEvent, useEffect, useRef } from 'react';
import type { StorefrontItem } from '#shared/api/catalog.ts';
import { EARLY_ADD_ITEM } from '#web/features/store/cart/early-add.ts';
import { cartActions, useCartLines } from '#web/features/store/shared/cart-store.ts';
import { QuantityControl } from '#web/features/store/shared/components/quantity-control.tsx';
import { itemQuantity, lineRoom, plainLineKey } from '#web/features/store/shared/lib/cart-lines.ts';
import { useT } from '#web/lib/i18n/language-context.tsx';

const addClass =
  'h-9 rounded-lg border border-brand-700 bg-brand-50 px-4 text-sm font-bold text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

type Props = {
  item: StorefrontItem;
  /** Opens the item's options sheet. */
  onCustomise: (item: StorefrontItem) => void;
};

export function AddToCart({ item, onCustomise }: Props) {
  if (item.optionGroupIds.length > 0) return <CustomiseButton item={item} onCustomise={onCustomise} />;
  return <OneTapAdd item={item} />;
}

/** ADD opens the sheet; under it, how many are in the cart already (on however many lines). */
function CustomiseButton({ item, onCustomise }: Props) {
  const t = useT();
  const inCart = itemQuantity(useCartLines(), item.id);
  return (
    <div className="flex flex-col items-center gap-0.5">
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => onCustomise(item)}
        aria-label={t('Add {item} to cart, choose options', { item: item.name })}
        className={addClass}
      >
        {t('ADD')}
      </button>
      <span className="text-[11px] leading-tight text-stone-600">
        {inCart > 0 ? t('{count} in cart', { count: inCart }) : t('customisable')}
      </span>
    </div>
  );
}

/** The card works on the item's plain line: no options, no note. */
function OneTapAdd({ item }: { item: StorefrontItem }) {
  const t = useT();
  const key = plainLineKey(item.id);
  const lines = useCartLines();
  const quantity = lines.find((l) => l.key === key)?.quantity ?? 0;
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
        // The page's entry script adds the item itself when tapped before React starts (early-add.ts).
        {...{ [EARLY_ADD_ITEM]: item.id }}
        onClick={(event) => {
          if (hadFocus(event)) focusNext.current = 'plus';
          cartActions.add(item);
        }}
        aria-label={t('Add {item} to cart', { item: item.name })}
        className={addClass}
      >
        {t('ADD')}
      </button>
    );
  }
  return (
    <QuantityControl
      name={item.name}
      quantity={quantity}
      max={lineRoom(lines, item.id, key)}
      plusRef={plusButton}
      onChange={(next, event) => {
        if (next <= 0 && hadFocus(event)) focusNext.current = 'add';
        if (next > quantity) cartActions.add(item);
        else cartActions.setQuantity(key, next);
      }}
    />
  );
}
