// Pausing the shop: a switch, and while it is off, what that does to the storefront.
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

export function ShopOpenSwitch({ open, ...registration }: UseFormRegisterReturn & { open: boolean }) {
  const id = useId();
  return (
    <div className="space-y-2 sm:col-span-2">
      <label className="inline-flex cursor-pointer items-center gap-3 font-semibold">
        <input
          type="checkbox"
          role="switch"
          aria-checked={open}
          {...registration}
          aria-describedby={open ? undefined : id}
          className="relative h-7 w-12 shrink-0 cursor-pointer appearance-none rounded-full bg-stone-500 transition-colors before:absolute before:top-1 before:left-1 before:h-5 before:w-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-green-700 checked:before:translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        />
        <span>Shop open for orders</span>
        <span className={`text-sm ${open ? 'text-green-800' : 'text-amber-900'}`}>
          {open ? '(Open)' : '(Paused)'}
        </span>
      </label>
      {!open && (
        <p id={id} className="rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-950">
          Paused: the storefront tells customers the shop is not taking orders and refuses new orders until
          you switch it back on and save.
        </p>
      )}
    </div>
  );
}
