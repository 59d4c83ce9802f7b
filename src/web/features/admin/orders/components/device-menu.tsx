// Busy mode and this device's settings (kitchen tickets, auto-print, new-order notifications)
// folded behind one button on the board, so the first order card sits near the top of a tablet or
// a phone (docs/product.md#orders-board). A WAI-ARIA disclosure: the button says whether the panel
// is open, and Escape in the panel closes it and returns to the button. While busy mode is on the
// button turns amber and, folded, the busy text shows beside it: it changes what every customer is
// promised, so it must not hide behind the fold.
import ChevronDown from 'lucide-react/icons/chevron-down';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import type { KeyboardEvent, RefObject } from 'react';
import type { TicketPrinterStatus } from '#shared/api/ticket-printing.ts';
import { useClock } from '#web/features/admin/layout/hooks/use-clock.ts';
import { useBoardSettings } from '../api/shop-settings.ts';
import { busyText } from '../lib/busy-text.ts';
import { BusyModeControl } from './busy-mode-control.tsx';
import { StaffPushSwitch } from './staff-push-switch.tsx';
import { TicketControls } from './ticket-controls.tsx';

/** The button's name, the same folded or open, busy or not. */
export const DEVICE_MENU_LABEL = 'Busy mode & this device';

type ButtonProps = {
  open: boolean;
  onToggle: () => void;
  panelId: string;
  buttonRef: RefObject<HTMLButtonElement | null>;
};

export function DeviceMenuButton({ open, onToggle, panelId, buttonRef }: ButtonProps) {
  const settings = useBoardSettings().data;
  const now = useClock(15_000);
  const busy = settings ? busyText(settings.hours.busy, now, settings.hours.timeZone) : null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
        className={`flex h-10 items-center gap-2 rounded-lg border px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
          busy
            ? 'border-amber-500 bg-amber-50 text-amber-950 hover:bg-amber-100'
            : 'border-stone-300 bg-white text-stone-900 hover:bg-stone-50'
        }`}
      >
        <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
        {DEVICE_MENU_LABEL}
        <ChevronDown aria-hidden="true" className={`h-4 w-4 ${open ? 'rotate-180' : ''}`} />
      </button>
      {busy && !open && (
        <span className="rounded-md bg-amber-100 px-2 py-1 text-sm font-semibold text-amber-950">{busy}</span>
      )}
    </div>
  );
}

type PanelProps = {
  id: string;
  open: boolean;
  onClose: () => void;
  /** The shop's network printer, when one is on: tickets then print there, not on this device. */
  printerStatus?: TicketPrinterStatus;
};

/** Kept mounted while folded (hidden): auto-print and the alarm's settings keep working, and the button's aria-controls always names it. */
export function DeviceMenuPanel({ id, open, onClose, printerStatus }: PanelProps) {
  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the panel closes it; the controls inside take the keys
    <div id={id} hidden={!open} onKeyDown={onKeyDown} className="space-y-3 rounded-2xl bg-stone-200/60 p-3">
      <BusyModeControl />
      <TicketControls status={printerStatus} />
      <StaffPushSwitch />
    </div>
  );
}
