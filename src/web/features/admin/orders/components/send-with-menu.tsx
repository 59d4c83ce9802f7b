// "Send with…" on a delivery card (docs/product.md#sending-an-order-with-a-rider): a small menu of
// the riders on shift, the suggested one (waited longest at the shop) first and marked, each with
// what they are doing; a rider already carrying the most orders is shown but cannot be chosen.
// Escape or a tap elsewhere closes it and gives focus back to the button. It opens in the card's
// flow, not floating: a board column scrolls on its own and would clip a floating menu.
import { useEffect, useId, useRef, useState } from 'react';
import type { OnShiftRider, OnShiftRidersResponse } from '#shared/api/dispatch.ts';
import { MAX_ORDERS_PER_RIDER } from '#shared/dispatch/delivery-rules.ts';

type Props = {
  orderNumber: string;
  riders: OnShiftRidersResponse;
  /** The rider now holding the order (Change rider): not offered again. */
  currentRiderId?: string;
  label?: string;
  busy: boolean;
  onChoose: (riderId: string) => void;
};

/** The suggested rider first, the others as the server listed them. */
export function ridersInMenuOrder({ riders, suggestedRiderId }: OnShiftRidersResponse): OnShiftRider[] {
  const suggested = riders.filter((r) => r.id === suggestedRiderId);
  return [...suggested, ...riders.filter((r) => r.id !== suggestedRiderId)];
}

export function SendWithMenu({
  orderNumber,
  riders,
  currentRiderId,
  label = 'Send with…',
  busy,
  onChoose,
}: Props) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const listed = ridersInMenuOrder(riders).filter((r) => r.id !== currentRiderId);

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
    const away = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  function close() {
    setOpen(false);
    button.current?.focus();
  }

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const items = [...(menu.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    items[(at + step + items.length) % items.length]?.focus();
  }

  return (
    <div className="min-w-full flex-1">
      <button
        ref={button}
        type="button"
        disabled={busy}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`${label.replace('…', '').trim()} for ${orderNumber}`}
        onClick={() => setOpen(!open)}
        className="w-full rounded-md bg-brand-700 px-2 py-1.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {label}
      </button>
      {open && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={`Riders for ${orderNumber}`}
          onKeyDown={onKeyDown}
          className="mt-1 w-full space-y-1 rounded-lg border border-stone-300 bg-white p-1 shadow-md"
        >
          {listed.length === 0 && <p className="px-2 py-1.5 text-stone-700">No other rider is on shift</p>}
          {listed.map((rider) => {
            const full = rider.carrying >= MAX_ORDERS_PER_RIDER;
            const suggested = rider.id === riders.suggestedRiderId;
            return (
              <button
                key={rider.id}
                type="button"
                role="menuitem"
                disabled={full}
                onClick={() => {
                  close();
                  onChoose(rider.id);
                }}
                className="flex w-full flex-col items-start rounded-md px-2 py-1.5 text-left hover:bg-brand-50 focus:bg-brand-50 disabled:cursor-not-allowed disabled:text-stone-500 disabled:hover:bg-transparent"
              >
                <span className="font-semibold">{rider.name}</span>
                {/* Its own line: a tablet's column is too narrow for the name and the mark side by side. */}
                {suggested && (
                  <span className="rounded-full bg-green-100 px-1.5 text-xs font-bold text-green-900">
                    Suggested
                  </span>
                )}
                <span className="text-xs text-stone-700">
                  {rider.stateText}
                  {full ? ' · full' : ''}
                </span>
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
