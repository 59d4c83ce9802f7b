import ChevronDown from 'lucide-react/icons/chevron-down';
import MapPin from 'lucide-react/icons/map-pin';
import type { ShopStatus } from '#web/features/store/shared/lib/shop-status-text.ts';

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
      className="flex min-w-0 items-center gap-1 rounded-lg px-1 py-1 text-left sm:gap-1.5 sm:px-2 text-sm hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700"
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
          {/* On a phone the place takes two lines rather than one cut to 'Koramangala, B...';
              a longer one ends its second line with an ellipsis, its start (what tells places
              apart) always readable. Wider screens have room for one line. */}
          <span className="break-words max-sm:line-clamp-2 max-sm:leading-tight sm:block sm:max-w-56 sm:truncate">
            {label}
          </span>
          <span className="sr-only">. Change location</span>
          <ChevronDown aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
        </span>
      </span>
    </button>
  );
}
