import Trash2 from 'lucide-react/icons/trash-2';
import { QUANTITY_LIMIT_MESSAGE } from '#shared/constants.ts';
import { formatAmount, formatRupees, toPaise } from '#shared/money.ts';
import { cartActions } from '#web/features/store/shared/cart-store.ts';
import { LineChoices } from '#web/features/store/shared/components/line-choices.tsx';
import { QuantityControl } from '#web/features/store/shared/components/quantity-control.tsx';
import type { CartLineView } from '#web/features/store/shared/lib/cart-lines.ts';
import { useT } from '#web/lib/i18n/language-context.tsx';

type Props = {
  line: CartLineView;
  /** How many of this line the item's limit still allows, its other lines counted. */
  room: number;
};

/** A cart line: its picture, choices and price, and its quantity, or Remove when it cannot be ordered. */
export function CartLineRow({ line, room }: Props) {
  const t = useT();
  return (
    <li className="flex gap-3 py-3">
      <img
        src={line.image}
        alt=""
        width={64}
        height={64}
        className="h-16 w-16 rounded-lg bg-brand-50 object-cover"
      />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{line.name}</p>
        <p className="text-xs text-stone-600">{t(line.unit)}</p>
        <LineChoices line={line} />
        <p className="text-sm tabular-nums">
          {formatAmount(line.price)}
          {line.previousPrice !== undefined && (
            <span className="ml-2 text-xs text-amber-800">
              {t('(was {amount})', { amount: formatAmount(line.previousPrice) })}
            </span>
          )}
        </p>
        {line.problem && <p className="text-sm font-semibold text-red-700">{t(line.problem)}</p>}
        {/* A phone has no tooltip: the reason plus does nothing is written out here. */}
        {!line.problem && line.quantity >= room && (
          <p className="text-xs text-stone-600">{t(QUANTITY_LIMIT_MESSAGE)}</p>
        )}
      </div>
      <div className="flex flex-col items-end justify-between gap-2">
        {line.problem ? (
          <button
            type="button"
            onClick={() => cartActions.setQuantity(line.key, 0)}
            aria-label={t('Remove {item} from cart', { item: line.name })}
            className="flex h-8 items-center gap-1 rounded-lg border border-stone-300 px-2 text-sm font-semibold text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
            {t('Remove')}
          </button>
        ) : (
          <QuantityControl
            size="sm"
            name={line.name}
            quantity={line.quantity}
            max={room}
            onChange={(q) => cartActions.setQuantity(line.key, q)}
          />
        )}
        <p className={`text-sm font-bold tabular-nums ${line.problem ? 'text-stone-500 line-through' : ''}`}>
          {formatRupees(toPaise(line.price) * line.quantity)}
        </p>
      </div>
    </li>
  );
}
