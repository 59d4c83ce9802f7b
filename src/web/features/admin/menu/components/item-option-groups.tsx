// The item form's 'Options' section (docs/product.md#item-options): the item's option groups in the
// order customers see them, attached from the shop's groups, moved up or down, or detached.
// Managers change them (saved with the item); staff see them only.
import { useId, useState } from 'react';
import type { AdminOptionGroup } from '#shared/api/option-groups.ts';
import { OPTION_LIMITS } from '#shared/catalog/item-options.ts';
import { CONTROL_CLASS } from '#web/components/form/control-class.ts';
import { AddRowButton } from '#web/components/ui/add-button.tsx';
import { RemoveRowButton } from '#web/components/ui/remove-row-button.tsx';
import { moveEntry } from '../lib/group-list.ts';
import { groupSummary } from '../lib/option-group-summary.ts';
import { MoveButtons } from './move-buttons.tsx';

const MOVE_BUTTON =
  'flex h-10 w-10 shrink-0 items-center justify-center rounded-lg border border-stone-300 bg-white text-stone-700 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-700 aria-disabled:opacity-40';

type Props = {
  /** The shop's groups (undefined while they load). */
  groups: AdminOptionGroup[] | undefined;
  /** The item's groups by id, in display order. */
  value: string[];
  onChange: (ids: string[]) => void;
  /** Staff: the list without its controls. */
  readOnly: boolean;
};

export function ItemOptionGroups({ groups, value, onChange, readOnly }: Props) {
  const selectId = useId();
  const [chosen, setChosen] = useState('');
  const byId = new Map((groups ?? []).map((g) => [g.id, g]));
  const attachable = (groups ?? []).filter((g) => !value.includes(g.id));
  const full = value.length >= OPTION_LIMITS.groupsPerItem;
  const last = value.length - 1;
  const toAttach = attachable.some((g) => g.id === chosen) ? chosen : (attachable[0]?.id ?? '');

  return (
    <fieldset className="space-y-3 sm:col-span-2">
      <legend className="font-semibold">Options</legend>
      <p className="text-sm text-stone-700">
        {readOnly
          ? 'The choices customers make on this item. Managers change them.'
          : 'The choices customers make on this item, in this order. Without any, the item is added with one tap.'}
      </p>
      {value.length === 0 ? (
        <p className="rounded-lg bg-stone-100 p-3 text-sm">No options: one-tap ADD.</p>
      ) : (
        <ol className="space-y-2">
          {value.map((id, index) => {
            const group = byId.get(id);
            const name = group?.name ?? 'Option group';
            return (
              <li
                key={id}
                className="flex items-center gap-2 rounded-xl border border-stone-200 bg-stone-50 p-2 pl-3"
              >
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold">{name}</span>
                  {group && (
                    <span className="block text-xs text-stone-700">
                      {groupSummary(group)} · {group.options.map((o) => o.name).join(', ')}
                    </span>
                  )}
                </span>
                {!readOnly && (
                  <>
                    <MoveButtons
                      name={name}
                      index={index}
                      last={last}
                      onMove={(by) => onChange(moveEntry(value, index, by))}
                      className={MOVE_BUTTON}
                    />
                    <RemoveRowButton
                      label={`Detach ${name}`}
                      onClick={() => onChange(value.filter((other) => other !== id))}
                    />
                  </>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {!readOnly && groups && groups.length === 0 && (
        <p className="text-sm text-stone-700">
          The shop has no option groups yet: add them in Option Groups.
        </p>
      )}
      {!readOnly && attachable.length > 0 && !full && (
        <div className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor={selectId} className="block text-sm font-semibold">
              Option group to attach
            </label>
            <select
              id={selectId}
              value={toAttach}
              onChange={(e) => setChosen(e.target.value)}
              className={`mt-1 ${CONTROL_CLASS}`}
            >
              {attachable.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
            </select>
          </div>
          <AddRowButton label="Attach" onClick={() => toAttach && onChange([...value, toAttach])} />
        </div>
      )}
      {!readOnly && full && (
        <p className="text-sm text-stone-700">
          An item can have at most {OPTION_LIMITS.groupsPerItem} option groups.
        </p>
      )}
    </fieldset>
  );
}
