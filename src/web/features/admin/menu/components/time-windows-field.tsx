// The item's and the category's time windows (docs/product.md#menus-by-time-of-day): rows of days,
// from, to and an optional name, added and removed; none means served whenever the shop is open.
// The shared timeWindowsSchema checks them, here and again on the server.
import { WEEKDAY_LABELS, WEEKDAYS, type Weekday } from '#shared/shop-hours/clock-time.ts';
import { MAX_TIME_WINDOWS } from '#shared/stock-and-time/time-window-limits.ts';
import type { TimeWindow } from '#shared/stock-and-time/time-windows.ts';

const PRESETS: readonly (readonly [string, readonly Weekday[]])[] = [
  ['Every day', WEEKDAYS],
  ['Mon-Fri', ['monday', 'tuesday', 'wednesday', 'thursday', 'friday']],
  ['Sat-Sun', ['saturday', 'sunday']],
];
const NEW_WINDOW: TimeWindow = { label: '', days: [...WEEKDAYS], from: '07:00', to: '11:00' };
const INPUT = 'rounded-md border border-stone-300 px-2 py-1 text-sm';

type Props = {
  value: TimeWindow[];
  onChange: (windows: TimeWindow[]) => void;
  /** The schema's first complaint about the windows, if any. */
  error?: string;
  /** 'item' or 'category': the hint says what the windows hold back. */
  of: 'item' | 'category';
};

export function TimeWindowsField({ value, onChange, error, of }: Props) {
  const change = (index: number, patch: Partial<TimeWindow>) =>
    onChange(value.map((w, i) => (i === index ? { ...w, ...patch } : w)));
  const toggleDay = (index: number, day: Weekday) => {
    const days = value[index]?.days ?? [];
    change(index, { days: days.includes(day) ? days.filter((d) => d !== day) : [...days, day] });
  };
  return (
    <fieldset className="flex flex-col gap-2 sm:col-span-2">
      <legend className="text-sm font-semibold">Time windows</legend>
      <p className="text-xs text-stone-600">
        {of === 'item'
          ? 'When this item is served, on the shop’s clock. None: whenever the shop is open.'
          : 'When this category’s items are served, on the shop’s clock. None: whenever the shop is open.'}{' '}
        A window ending at or before its start runs past midnight. Staff orders are not held to them.
      </p>
      {value.map((window, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; their place is their identity
        <div key={index} className="flex flex-wrap items-center gap-2 rounded-md border border-stone-200 p-2">
          <select
            aria-label={`Window ${index + 1} days`}
            className={INPUT}
            value={PRESETS.find(([, days]) => sameDays(days, window.days))?.[0] ?? ''}
            onChange={(e) => {
              const preset = PRESETS.find(([name]) => name === e.target.value);
              if (preset) change(index, { days: [...preset[1]] });
            }}
          >
            <option value="">Chosen days</option>
            {PRESETS.map(([name]) => (
              <option key={name}>{name}</option>
            ))}
          </select>
          <span className="flex flex-wrap gap-1">
            {WEEKDAYS.map((day) => (
              <label key={day} className="flex items-center gap-0.5 text-xs">
                <input
                  type="checkbox"
                  checked={window.days.includes(day)}
                  onChange={() => toggleDay(index, day)}
                  aria-label={`Window ${index + 1} ${WEEKDAY_LABELS[day]}`}
                />
                {WEEKDAY_LABELS[day].slice(0, 3)}
              </label>
            ))}
          </span>
          <label className="flex items-center gap-1 text-xs">
            From
            <input
              type="time"
              className={INPUT}
              value={window.from}
              onChange={(e) => change(index, { from: e.target.value })}
            />
          </label>
          <label className="flex items-center gap-1 text-xs">
            To
            <input
              type="time"
              className={INPUT}
              value={window.to === '24:00' ? '00:00' : window.to}
              onChange={(e) => change(index, { to: e.target.value })}
            />
          </label>
          <input
            aria-label={`Window ${index + 1} name`}
            placeholder="Name (Breakfast)"
            className={`${INPUT} w-36`}
            value={window.label ?? ''}
            onChange={(e) => change(index, { label: e.target.value })}
          />
          <button
            type="button"
            className="text-sm font-semibold text-red-700 hover:underline"
            onClick={() => onChange(value.filter((_, i) => i !== index))}
          >
            Remove
          </button>
        </div>
      ))}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {value.length < MAX_TIME_WINDOWS && (
        <button
          type="button"
          className="self-start text-sm font-semibold text-brand-700 hover:underline"
          onClick={() => onChange([...value, { ...NEW_WINDOW, days: [...NEW_WINDOW.days] }])}
        >
          Add time window
        </button>
      )}
    </fieldset>
  );
}

function sameDays(a: readonly Weekday[], b: readonly Weekday[]): boolean {
  return a.length === b.length && a.every((day) => b.includes(day));
}

/** 'Breakfast 07:00-11:00' for the item card; the days only when not every day. */
export function windowsHint(windows: readonly TimeWindow[]): string {
  return windows
    .map((w) => {
      const preset = PRESETS.find(([, days]) => sameDays(days, w.days))?.[0];
      const days =
        preset === 'Every day'
          ? ''
          : ` ${preset ?? w.days.map((d) => WEEKDAY_LABELS[d].slice(0, 3)).join(' ')}`;
      return `${w.label ? `${w.label} ` : ''}${w.from}-${w.to}${days}`;
    })
    .join(', ');
}

type FieldError = { message?: string } | undefined;
type RowErrors = Partial<Record<keyof TimeWindow, FieldError>> | undefined;

/** The first message react-hook-form holds for the windows: the list's own, else a row's field's. */
export function windowsError(errors: unknown): string | undefined {
  if (!errors) return undefined;
  const list = errors as FieldError & { root?: FieldError } & ArrayLike<RowErrors>;
  const own = list.message ?? list.root?.message;
  if (own) return own;
  for (const row of Array.from(list)) {
    const message = row?.days?.message ?? row?.from?.message ?? row?.to?.message ?? row?.label?.message;
    if (message) return message;
  }
  return undefined;
}
