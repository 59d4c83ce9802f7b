// Shown while items are selected: how many, the action to apply to all of them, and Apply.
import type { BulkAction } from '#shared/api/admin-catalog.ts';
import { CONTROL_CLASS } from '#web/components/form/control-class.ts';

type Props = {
  count: number;
  actions: readonly BulkAction[];
  action: BulkAction;
  onAction: (action: BulkAction) => void;
  onApply: () => void;
  onClear: () => void;
  busy: boolean;
};

export function BulkActionBar({ count, actions, action, onAction, onApply, onClear, busy }: Props) {
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl bg-brand-50 p-3">
      <p role="status" className="font-semibold">
        {count} item(s) selected
      </p>
      <label className="text-sm">
        <span className="sr-only">Action</span>
        <select
          value={action}
          onChange={(e) => onAction(e.target.value as BulkAction)}
          className={CONTROL_CLASS}
        >
          {actions.map((a) => (
            <option key={a} value={a}>
              {a[0]!.toUpperCase() + a.slice(1)}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        disabled={busy}
        onClick={onApply}
        className="h-9 rounded-lg bg-stone-900 px-4 font-semibold text-white disabled:opacity-60"
      >
        Apply
      </button>
      <button type="button" onClick={onClear} className="text-sm underline">
        Clear selection
      </button>
    </div>
  );
}
