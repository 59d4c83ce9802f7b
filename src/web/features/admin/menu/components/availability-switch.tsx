// An option's (or an item's) Available / Sold out switch: staff flip it when a choice runs out
// (no cheese left) and again when it is back. The word beside it says the state, so nobody has
// to read a colour.
type Props = {
  /** The option or item, as the list shows it ('Extra cheese'). */
  name: string;
  /** The word for the on state ('Available' for a choice, 'In stock' for an item). */
  onLabel?: string;
  available: boolean;
  switching: boolean;
  onChange: (available: boolean) => void;
};

export function AvailabilitySwitch({ name, onLabel = 'Available', available, switching, onChange }: Props) {
  return (
    <label className="inline-flex min-h-10 cursor-pointer items-center gap-2 text-sm font-semibold">
      <input
        type="checkbox"
        role="switch"
        aria-checked={available}
        checked={available}
        // Not disabled while saving: that would drop the keyboard focus.
        aria-busy={switching}
        onChange={(e) => {
          if (!switching) onChange(e.target.checked);
        }}
        className="relative h-6 w-10 shrink-0 cursor-pointer appearance-none rounded-full bg-stone-500 transition-colors before:absolute before:top-1 before:left-1 before:h-4 before:w-4 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-green-700 checked:before:translate-x-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      />
      <span className={`min-w-[4.5rem] whitespace-nowrap ${available ? 'text-green-800' : 'text-red-800'}`}>
        {available ? onLabel : 'Sold out'}
      </span>
      <span className="sr-only">: {name}</span>
    </label>
  );
}
