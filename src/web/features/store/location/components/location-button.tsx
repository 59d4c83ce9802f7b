import ChevronDown from 'lucide-react/icons/chevron-down';
import MapPin from 'lucide-react/icons/map-pin';
import { PRESET_LOCATIONS } from '#shared/constants.ts';
import type { ShopStatus } from '#web/features/store/shared/lib/shop-status-text.ts';
import { useT } from '#web/lib/i18n/language-context.tsx';

type Props = {
  label: string;
  onOpen: () => void;
  /** null until the browser's clock is read: then the line promises no minutes. */
  status: ShopStatus | null;
};

/** The chooser's own names for a point it could not name (location-modal.tsx, use-location-chooser.ts). */
const POINT_NAMES: readonly string[] = ['Pinned location', 'Current location'];

export function LocationButton({ label, onOpen, status }: Props) {
  const t = useT();
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
          <span className="sm:hidden">{status?.short ?? t('Delivery')}</span>
          <span className="hidden sm:inline">{status?.headline ?? t('Delivery')}</span>
        </span>
        <span className="flex items-center gap-0.5 text-stone-600">
          {/* On a phone the place takes two lines rather than one cut to 'Koramangala, B...';
              a longer one ends its second line with an ellipsis, its start (what tells places
              apart) always readable. Wider screens have room for one line. */}
          <span className="break-words max-sm:line-clamp-2 max-sm:leading-tight sm:block sm:max-w-56 sm:truncate">
            {POINT_NAMES.includes(label) || (PRESET_LOCATIONS as readonly string[]).includes(label)
              ? t(label)
              : label}
          </span>
          <span className="sr-only">. {t('Change location')}</span>
          <ChevronDown aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
        </span>
      </span>
    </button>
  );
}
