import { ChevronDown, MapPin } from 'lucide-react';
import type { ShopStatus } from '#web/features/store/settings/lib/shop-status-text.ts';

type Props = {
  label: string;
  onOpen: () => void;
  /** null until the browser's clock is read: then the line promises no minutes. */
  status: ShopStatus | null;
};

export function LocationButton({ label, onOpen, status }: Props) {
  return (
    <button
      type="button"
      onClick={onOpen}
      className="flex min-w-0 items-center gap-1.5 rounded-lg px-2 py-1 text-left text-sm hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <MapPin aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-700" />
      <span className="min-w-0">
        <span
          data-testid="shop-status"
          className={`block font-bold leading-tight ${status && status.state !== 'open' ? 'text-red-800' : ''}`}
        >
          <span className="sm:hidden">{status?.short ?? 'Delivery'}</span>
          <span className="hidden sm:inline">{status?.headline ?? 'Delivery'}</span>
        </span>
        <span className="flex items-center gap-0.5 text-stone-600">
          <span className="block max-w-32 truncate sm:max-w-56">{label}</span>
          <span className="sr-only">. Change location</span>
          <ChevronDown aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
        </span>
      </span>
    </button>
  );
}
