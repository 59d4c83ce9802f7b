// A labelled choice among a few numbers, inline in the board's controls: busy mode's duration and
// the kitchen ticket's paper width.
import { useId } from 'react';

export function NumberSelect<N extends number>({
  label,
  value,
  choices,
  text,
  onChange,
}: {
  label: string;
  value: N;
  choices: readonly N[];
  /** What the option says, e.g. '1 hour' for 60. */
  text: (choice: N) => string;
  onChange: (choice: N) => void;
}) {
  const id = useId();
  return (
    <label htmlFor={id} className="flex items-center gap-2 text-sm font-semibold">
      {label}
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(Number(e.target.value) as N)}
        className="h-10 rounded-lg border border-stone-300 bg-white px-2 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {text(choice)}
          </option>
        ))}
      </select>
    </label>
  );
}
