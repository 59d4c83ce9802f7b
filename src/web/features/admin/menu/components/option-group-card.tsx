// One option group in the list: its name and rule, the items that use it, and each option with its
// extra price, whether it starts chosen, and its Available / Sold out switch.
import type { AdminOptionGroup } from '#shared/api/option-groups.ts';
import { EditDeleteButtons } from '#web/components/ui/edit-delete-buttons.tsx';
import { groupSummary, itemCount, optionPrice } from '../lib/option-group-summary.ts';
import { AvailabilitySwitch } from './availability-switch.tsx';
import { StockCountControl } from './stock-count-control.tsx';

/** Items named on the card before the rest is counted. */
const NAMED_ITEMS = 4;

type Props = {
  group: AdminOptionGroup;
  /** The names of the items that use it (those the viewer's list holds). */
  itemNames: string[];
  /** The option whose availability is being saved. */
  switchingId: string | undefined;
  onAvailable: (optionId: string, available: boolean) => void;
  /** Absent for roles that may not change groups. */
  onEdit?: () => void;
  onDelete?: () => void;
};

function usedBy(count: number, names: string[]): string {
  if (count === 0) return 'Not on any item yet';
  const shown = names.slice(0, NAMED_ITEMS);
  const more = count - shown.length;
  const list = shown.join(', ') + (more > 0 ? `, +${more} more` : '');
  return `Used by ${itemCount(count)}${list ? `: ${list}` : ''}`;
}

export function OptionGroupCard({ group, itemNames, switchingId, onAvailable, onEdit, onDelete }: Props) {
  return (
    <article
      aria-label={group.name}
      className="flex h-full flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm"
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <h3 className="text-lg font-bold">{group.name}</h3>
          <p className="text-sm font-medium text-brand-800">{groupSummary(group)}</p>
          <p className="text-sm text-stone-700">{usedBy(group.item_ids.length, itemNames)}</p>
        </div>
        {onEdit && (
          <div className="flex shrink-0 gap-2">
            <EditDeleteButtons look="row" name={group.name} onEdit={onEdit} onDelete={onDelete} />
          </div>
        )}
      </div>
      <ul
        aria-label={`${group.name} options`}
        className="divide-y divide-stone-100 border-t border-stone-100"
      >
        {group.options.map((option) => (
          <li key={option.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-1.5">
            <span className="min-w-0">
              <span
                className={`block font-semibold ${option.is_available ? '' : 'text-stone-600 line-through'}`}
              >
                {option.name}
              </span>
              <span className="text-sm text-stone-700">{optionPrice(option)}</span>
              {option.is_default && (
                <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                  Default
                </span>
              )}
            </span>
            <AvailabilitySwitch
              name={option.name}
              available={option.is_available}
              switching={switchingId === option.id}
              onChange={(available) => onAvailable(option.id, available)}
            />
            <div className="w-full">
              <StockCountControl
                target={{ kind: 'option', id: option.id }}
                name={`${option.name} (${group.name})`}
                counts={option}
              />
            </div>
          </li>
        ))}
      </ul>
    </article>
  );
}
