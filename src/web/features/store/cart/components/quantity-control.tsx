import { Minus, Plus } from 'lucide-react';
import type { MouseEvent, Ref } from 'react';

type Props = {
  name: string;
  quantity: number;
  onChange: (quantity: number, event: MouseEvent<HTMLButtonElement>) => void;
  size?: 'sm' | 'md';
  /** The plus button, for the caller that moves focus onto the control. */
  plusRef?: Ref<HTMLButtonElement>;
};

export function QuantityControl({ name, quantity, onChange, size = 'md', plusRef }: Props) {
  const pad = size === 'sm' ? 'h-8 w-8' : 'h-9 w-9';
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of two buttons and a live count, not a form fieldset
    <div
      role="group"
      aria-label={`Quantity of ${name}`}
      className="flex items-center rounded-lg bg-brand-700 text-white"
    >
      <button
        type="button"
        onClick={(event) => onChange(quantity - 1, event)}
        aria-label={`Remove one ${name}`}
        className={`${pad} flex items-center justify-center rounded-l-lg hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900`}
      >
        <Minus aria-hidden="true" className="h-4 w-4" />
      </button>
      <span aria-live="polite" className="min-w-7 text-center text-sm font-bold tabular-nums">
        {quantity}
      </span>
      <button
        ref={plusRef}
        type="button"
        onClick={(event) => onChange(quantity + 1, event)}
        aria-label={`Add one ${name}`}
        className={`${pad} flex items-center justify-center rounded-r-lg hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900`}
      >
        <Plus aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  );
}
