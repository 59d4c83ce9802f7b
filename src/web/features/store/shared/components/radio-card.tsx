import type { ReactNode } from 'react';

type Props = {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  /** The card's layout; the border, and the brand colours once checked, are the same for every card. */
  className: string;
  children: ReactNode;
  /** Not offered now; the reason is said next to the choice. */
  disabled?: boolean;
};

/** A radio button inside the card that is its label: the whole card picks it. */
export function RadioCard({ name, value, checked, onChange, className, children, disabled }: Props) {
  return (
    <label
      className={`flex items-center rounded-xl border border-stone-200 p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:bg-stone-100 has-[:disabled]:text-stone-600 ${className}`}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        disabled={disabled}
        className="accent-brand-700"
      />
      {children}
    </label>
  );
}
