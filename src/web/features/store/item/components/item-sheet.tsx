// The item detail view and options sheet (docs/product.md#item-options): picture, veg marker,
// description, each option group with its rule, quantity, a note, and Add with the live price.
// Every item has one (descriptions are visible here); items with options are added only through it.
// It loads as a chunk of its own (src/web/app/routes/store-dialogs.ts).
import { useId, useState } from 'react';
import type { StorefrontItem, StorefrontOptionGroup } from '#shared/api/catalog.ts';
import { OPTION_LIMITS, OPTION_MESSAGES, selectionProblem } from '#shared/catalog/item-options.ts';
import { choicesDelta, defaultChoiceIds } from '#shared/catalog/options-sheet.ts';
import { ORDER_LIMITS, QUANTITY_LIMIT_MESSAGE } from '#shared/constants.ts';
import { formatAmount, formatRupees, toPaise } from '#shared/money.ts';
import { Modal } from '#web/components/ui/modal.tsx';
import { useCartLines } from '#web/features/store/shared/cart-store.ts';
import { QuantityControl } from '#web/features/store/shared/components/quantity-control.tsx';
import { VegMark } from '#web/features/store/shared/components/veg-mark.tsx';
import { useAvailableFromText } from '#web/features/store/shared/lib/available-from.ts';
import {
  type CartChoice,
  choiceFor,
  itemGroups,
  itemQuantity,
} from '#web/features/store/shared/lib/cart-lines.ts';
import { unitWords } from '#web/features/store/shared/lib/unit-words.ts';
import { useT } from '#web/lib/i18n/language-context.tsx';
import { clearChoice, groupProblems, tapChoice } from '../lib/sheet-choices.ts';
import { OptionGroupFieldset } from './option-group-fieldset.tsx';

type Props = {
  item: StorefrontItem;
  /** The menu's option groups; the item's own are picked by its optionGroupIds. */
  optionGroups: readonly StorefrontOptionGroup[];
  open: boolean;
  onClose: () => void;
  onAdd: (item: StorefrontItem, quantity: number, choice: CartChoice) => void;
};

export function ItemSheet({ item, optionGroups, open, onClose, onAdd }: Props) {
  const t = useT();
  const groups = itemGroups(item, optionGroups);
  const [chosen, setChosen] = useState(() => defaultChoiceIds(groups));
  const [quantity, setQuantity] = useState(1);
  const [note, setNote] = useState('');
  const noteId = useId();
  const problemId = useId();

  const unitPaise = toPaise(item.price) + toPaise(choicesDelta(groups, chosen));
  const problem = selectionProblem(item.name, groups, chosen);
  const problems = groupProblems(item.name, groups, chosen);
  const noteTooLong = note.length > OPTION_LIMITS.noteMax;
  // The item's 50 count its cart lines whatever their choices (docs/product.md#cart-and-order-limits).
  const room = ORDER_LIMITS.maxQuantityPerLine - itemQuantity(useCartLines(), item.id);
  const notServed = item.inStock && item.availableFrom !== undefined;
  const blocked = !item.inStock || notServed || problem !== undefined || noteTooLong || room < quantity;
  // What stops Add, said once in the footer's live region so a screen reader hears it change.
  const reason = !item.inStock ? (
    t('Out of stock')
  ) : notServed ? (
    <NotServedText availableFrom={item.availableFrom ?? null} />
  ) : problem ? (
    t(problems.get(problem.groupId ?? '') ?? problem.message)
  ) : noteTooLong ? (
    t(OPTION_MESSAGES.note)
  ) : room < quantity ? (
    t(QUANTITY_LIMIT_MESSAGE)
  ) : (
    ''
  );

  const footer = (
    <div>
      {/* Always there (a live region must exist before it speaks), taking room only when it has words. */}
      <p id={problemId} role="status" className="text-sm font-semibold text-red-700 [&:not(:empty)]:mb-2">
        {reason}
      </p>
      <div className="flex items-center gap-3">
        <QuantityControl
          name={item.name}
          quantity={quantity}
          max={Math.max(1, room)}
          onChange={(next) => setQuantity(Math.max(1, next))}
        />
        <button
          type="button"
          disabled={blocked}
          aria-describedby={reason ? problemId : undefined}
          onClick={() => onAdd(item, quantity, choiceFor(groups, chosen, note))}
          className="h-11 flex-1 rounded-xl bg-brand-700 font-bold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-stone-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900"
        >
          {t('Add to cart · {price}', { price: formatRupees(unitPaise * quantity) })}
        </button>
      </div>
    </div>
  );

  return (
    <Modal open={open} onClose={onClose} title={item.name} footer={footer}>
      <div className="space-y-4">
        {/* The larger picture for the detail; a small screen at 1x may take the thumbnail. The
            width given for the picture is the server's largest edge. */}
        <img
          src={item.image}
          srcSet={item.thumbnail ? `${item.thumbnail} 300w, ${item.image} 2048w` : undefined}
          sizes={item.thumbnail ? '(min-width: 640px) 28rem, 92vw' : undefined}
          alt=""
          width={400}
          height={400}
          className="mx-auto aspect-[4/3] w-full rounded-xl bg-brand-50 object-cover"
        />
        <div className="space-y-1">
          <p className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
            <VegMark veg={item.veg} size="md" />
            <span>{item.veg ? t('Veg') : t('Non-veg')}</span>
            <span aria-hidden="true">·</span>
            <span>{unitWords(t, item.unit)}</span>
            <span aria-hidden="true">·</span>
            <span className="font-bold text-stone-900">{formatAmount(item.price)}</span>
          </p>
          {item.description && <p className="text-sm text-stone-700">{item.description}</p>}
          {!item.inStock && <p className="text-sm font-semibold text-red-700">{t('Out of stock')}</p>}
          {notServed && (
            <p className="text-sm font-semibold text-red-700">
              <NotServedText availableFrom={item.availableFrom ?? null} />
            </p>
          )}
          {item.inStock && item.stockLeft !== undefined && (
            <p className="text-sm font-semibold text-orange-700">
              {t('Only {count} left', { count: item.stockLeft })}
            </p>
          )}
        </div>
        {groups.map((group) => (
          <OptionGroupFieldset
            key={group.id}
            name={`${item.id}-${group.id}`}
            group={group}
            chosen={chosen}
            problem={problems.has(group.id) ? t(problems.get(group.id) ?? '') : undefined}
            ruleId={`${problemId}-${group.id}`}
            onClear={() => setChosen((current) => clearChoice(groups, current, group.id))}
            onTap={(optionId, checked) =>
              setChosen((current) => tapChoice(groups, current, group.id, optionId, checked))
            }
          />
        ))}
        <div className="space-y-1">
          <div className="flex items-baseline justify-between">
            <label htmlFor={noteId} className="font-semibold">
              {t('Add a note')} <span className="text-sm font-normal text-stone-600">{t('(optional)')}</span>
            </label>
            <span
              id={`${noteId}-count`}
              className={`text-xs tabular-nums ${noteTooLong ? 'font-semibold text-red-700' : 'text-stone-600'}`}
            >
              {note.length}/{OPTION_LIMITS.noteMax}
            </span>
          </div>
          <textarea
            id={noteId}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            maxLength={OPTION_LIMITS.noteMax}
            rows={2}
            placeholder={t('Less milk please')}
            aria-describedby={`${noteId}-count`}
            className="w-full rounded-lg border border-stone-300 px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-700"
          />
        </div>
      </div>
    </Modal>
  );
}

/** When an item outside its time windows is next served (its own component: only it reads the menu). */
function NotServedText({ availableFrom }: { availableFrom: string | null }) {
  return <>{useAvailableFromText(availableFrom)}</>;
}
