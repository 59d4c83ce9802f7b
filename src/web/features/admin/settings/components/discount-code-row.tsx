// One discount code in the list: what it gives, its limits and use, the Active switch, Edit and
// Delete.
import type { DiscountCode } from '#shared/api/discounts.ts';
import { formatAmount } from '#shared/money.ts';
import { EditDeleteButtons } from '#web/components/ui/edit-delete-buttons.tsx';
import { SwitchLabel } from '#web/components/ui/switch-label.tsx';

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const rupees = (value: number) => formatAmount(value);

const offOf = (code: DiscountCode) =>
  code.kind === 'percent' ? `${code.value}% off` : `${rupees(code.value)} off`;

function termsOf(code: DiscountCode): [string, string][] {
  return [
    ['Minimum order', code.minOrder > 0 ? rupees(code.minOrder) : 'None'],
    ['Uses', `${code.usedCount} / ${code.maxUses ?? 'unlimited'}`],
    ['Per customer', code.usesPerCustomer == null ? 'Unlimited' : String(code.usesPerCustomer)],
    ['First order only', code.firstOrderOnly ? 'Yes' : 'No'],
    ['Starts', code.startsAt ? when.format(new Date(code.startsAt)) : 'Now'],
    ['Ends', code.endsAt ? when.format(new Date(code.endsAt)) : 'Never'],
  ];
}

type Props = {
  code: DiscountCode;
  /** The switch's position: the stored state, or the one being saved. */
  active: boolean;
  switching: boolean;
  onActive: (isActive: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
};

export function DiscountCodeRow({ code, active, switching, onActive, onEdit, onDelete }: Props) {
  return (
    <li
      className={`rounded-xl border p-4 ${code.isActive ? 'border-stone-200' : 'border-stone-200 bg-stone-50'}`}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <p className="min-w-0 basis-full sm:basis-0 sm:flex-1">
          <span className="font-mono text-base font-bold">{code.code}</span>{' '}
          <span className="font-semibold text-brand-800">{offOf(code)}</span>
          {!code.isActive && (
            <span className="ml-2 rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-800">
              Disabled
            </span>
          )}
        </p>
        <SwitchLabel
          checked={active}
          switching={switching}
          onChange={onActive}
          className="inline-flex cursor-pointer items-center gap-2 text-sm font-semibold"
        >
          Active<span className="sr-only"> {code.code}</span>
        </SwitchLabel>
        <EditDeleteButtons look="row" name={code.code} onEdit={onEdit} onDelete={onDelete} />
      </div>
      {code.description && <p className="mt-1 text-sm text-stone-700">{code.description}</p>}
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3 lg:grid-cols-6">
        {termsOf(code).map(([term, value]) => (
          <div key={term}>
            <dt className="text-xs font-medium text-stone-600">{term}</dt>
            <dd className="font-semibold text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
