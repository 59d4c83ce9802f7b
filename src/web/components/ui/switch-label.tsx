// A checkbox drawn as an on/off switch that saves as soon as it is flipped (an item's or option's
// availability, a discount code's Active). Not disabled while saving: that would drop the keyboard
// focus; aria-busy says it is saving, and a flip meanwhile is ignored. The label around it holds
// what it switches (children), laid out by the caller (className).
import type { ReactNode } from 'react';

export function SwitchLabel({
  checked,
  switching,
  onChange,
  className,
  children,
}: {
  checked: boolean;
  switching: boolean;
  onChange: (checked: boolean) => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <label className={className}>
      <input
        type="checkbox"
        role="switch"
        aria-checked={checked}
        checked={checked}
        aria-busy={switching}
        onChange={(e) => {
          if (!switching) onChange(e.target.checked);
        }}
        className="relative h-6 w-10 shrink-0 cursor-pointer appearance-none rounded-full bg-stone-500 transition-colors before:absolute before:top-1 before:left-1 before:h-4 before:w-4 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-green-700 checked:before:translate-x-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      />
      {children}
    </label>
  );
}
