// The item's options at the pad: each group as the storefront's sheet offers it (one choice or
// several, within its limits), a note and a quantity, checked with the rules the server enforces
// (selectionProblem) before the line is added. A choice staff turned off shows, but cannot be chosen.
import { useId, useState } from 'react';
import type { StorefrontItem, StorefrontOptionGroup } from '#shared/api/catalog.ts';
import { OPTION_LIMITS, selectionProblem } from '#shared/catalog/item-options.ts';
import { formatAmount } from '#shared/money.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { defaultOptionIds } from '../lib/pad-lines.ts';
import { QuantityStepper } from './quantity-stepper.tsx';

type Props = {
  item: StorefrontItem;
  groups: StorefrontOptionGroup[];
  onAdd: (optionIds: string[], note: string | null, quantity: number) => void;
  onClose: () => void;
};

function groupHint(group: StorefrontOptionGroup): string {
  if (group.selection === 'single') return group.required ? 'Choose one' : 'Optional';
  if (group.minChoices > 0) return `Choose ${group.minChoices} to ${group.maxChoices}`;
  return `Up to ${group.maxChoices}`;
}

export function ItemOptionsDialog({ item, groups, onAdd, onClose }: Props) {
  const [chosen, setChosen] = useState<string[]>(() => defaultOptionIds(groups));
  const [note, setNote] = useState('');
  const [quantity, setQuantity] = useState(1);
  const [problem, setProblem] = useState<string>();
  const noteId = useId();

  function toggle(group: StorefrontOptionGroup, optionId: string, on: boolean) {
    setProblem(undefined);
    const inGroup = new Set(group.options.map((o) => o.id));
    setChosen((all) => {
      if (group.selection === 'single') return [...all.filter((id) => !inGroup.has(id)), optionId];
      return on ? [...all, optionId] : all.filter((id) => id !== optionId);
    });
  }

  function add() {
    const found = selectionProblem(item.name, groups, chosen);
    if (found) {
      setProblem(found.message);
      return;
    }
    if (note.trim().length > OPTION_LIMITS.noteMax) {
      setProblem(`A note can be at most ${OPTION_LIMITS.noteMax} characters`);
      return;
    }
    onAdd(chosen, note, quantity);
  }

  const footer = (
    <div className="flex items-center justify-between gap-2">
      <QuantityStepper label={item.name} quantity={quantity} onChange={(q) => setQuantity(Math.max(1, q))} />
      <div className="flex gap-2">
        {/* Not the shared CancelButton: sharing it with the pad splits it into a chunk of its own,
            and the storefront's first load would list that chunk (decision 005). */}
        <button
          type="button"
          onClick={onClose}
          className="h-11 rounded-lg border border-stone-300 px-4 font-semibold hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          Cancel
        </button>
        <button
          type="button"
          onClick={add}
          className="h-11 rounded-lg bg-brand-700 px-5 font-bold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          Add
        </button>
      </div>
    </div>
  );

  return (
    <Modal open onClose={onClose} title={item.name} footer={footer}>
      <div className="space-y-4">
        {groups.map((group) => (
          <fieldset key={group.id} className="space-y-1">
            <legend className="font-bold">
              {group.name} <span className="text-sm font-normal text-stone-700">({groupHint(group)})</span>
            </legend>
            <div className="grid grid-cols-2 gap-2">
              {group.options.map((option) => (
                <label
                  key={option.id}
                  className={`flex min-h-11 items-center gap-2 rounded-lg border px-3 py-2 ${option.available ? 'cursor-pointer border-stone-300 has-checked:border-brand-700 has-checked:bg-brand-50' : 'border-stone-200 text-stone-600'}`}
                >
                  <input
                    type={group.selection === 'single' ? 'radio' : 'checkbox'}
                    name={`pad-${group.id}`}
                    checked={chosen.includes(option.id)}
                    disabled={!option.available}
                    onChange={(e) => toggle(group, option.id, e.target.checked)}
                    className="h-5 w-5 accent-brand-700"
                  />
                  <span className="flex-1">
                    {option.name}
                    {!option.available && ' (not available)'}
                  </span>
                  {option.priceDelta > 0 && (
                    <span className="text-sm tabular-nums">+{formatAmount(option.priceDelta)}</span>
                  )}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        <div>
          <label htmlFor={noteId} className="font-bold">
            Note <span className="text-sm font-normal text-stone-700">(optional)</span>
          </label>
          <input
            id={noteId}
            value={note}
            maxLength={OPTION_LIMITS.noteMax}
            onChange={(e) => setNote(e.target.value)}
            placeholder="less milk please"
            className="mt-1 h-11 w-full rounded-lg border border-stone-400 px-3"
          />
        </div>
        <FormAlert message={problem} />
      </div>
    </Modal>
  );
}
