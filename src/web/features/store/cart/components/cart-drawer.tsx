import { ShoppingBag } from 'lucide-react';
import type { StorefrontItem } from '../../../../../shared/api/catalog';
import { formatRupees, toPaise } from '../../../../../shared/money';
import { OrderTotals } from '../../../../components/order-totals';
import { Modal } from '../../../../components/ui/modal';
import { cartActions, useCartLines } from '../cart-store';
import { reconcileLines, subtotalPaise } from '../lib/cart-lines';
import { QuantityControl } from './quantity-control';

type Props = {
  open: boolean;
  onClose: () => void;
  menuItems: StorefrontItem[] | undefined;
  /** Checkout is its own feature; the drawer only offers the way there. */
  onCheckout?: () => void;
  checkoutNote?: string;
};

export function CartDrawer({ open, onClose, menuItems, onCheckout, checkoutNote }: Props) {
  const lines = reconcileLines(useCartLines(), menuItems);
  const subtotal = subtotalPaise(lines);
  const blocked = lines.some((l) => l.problem);

  const footer =
    lines.length === 0 ? undefined : (
      <div className="space-y-2 text-sm">
        <OrderTotals subtotalPaise={subtotal} />
        {blocked && (
          <p className="rounded-lg bg-amber-50 p-2 text-amber-900">
            Remove the marked items to continue: they cannot be ordered right now.
          </p>
        )}
        <button
          type="button"
          disabled={blocked || !onCheckout}
          onClick={onCheckout}
          className="h-11 w-full rounded-xl bg-brand-700 font-bold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-stone-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900"
        >
          Proceed to Checkout
        </button>
        {checkoutNote && <p className="text-center text-xs text-stone-600">{checkoutNote}</p>}
      </div>
    );

  return (
    <Modal open={open} onClose={onClose} title="My Cart" variant="drawer" footer={footer}>
      {lines.length === 0 ? (
        <div className="flex flex-col items-center gap-2 py-16 text-center">
          <ShoppingBag aria-hidden="true" className="h-12 w-12 text-stone-400" />
          <p className="text-lg font-semibold">Your cart is empty</p>
          <p className="text-stone-600">Add some products to get started</p>
        </div>
      ) : (
        <ul className="divide-y divide-stone-200">
          {lines.map((line) => (
            <li key={line.id} className="flex gap-3 py-3">
              <img
                src={line.image}
                alt=""
                width={64}
                height={64}
                className="h-16 w-16 rounded-lg bg-brand-50 object-cover"
              />
              <div className="min-w-0 flex-1">
                <p className="font-semibold">{line.name}</p>
                <p className="text-xs text-stone-600">{line.unit}</p>
                <p className="text-sm tabular-nums">
                  {formatRupees(toPaise(line.price))}
                  {line.previousPrice !== undefined && (
                    <span className="ml-2 text-xs text-amber-800">
                      (was {formatRupees(toPaise(line.previousPrice))})
                    </span>
                  )}
                </p>
                {line.problem && <p className="text-sm font-semibold text-red-700">{line.problem}</p>}
              </div>
              <div className="flex flex-col items-end justify-between gap-2">
                <QuantityControl
                  size="sm"
                  name={line.name}
                  quantity={line.quantity}
                  onChange={(q) => cartActions.setQuantity(line.id, q)}
                />
                <p className="text-sm font-bold tabular-nums">
                  {formatRupees(toPaise(line.price) * line.quantity)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
