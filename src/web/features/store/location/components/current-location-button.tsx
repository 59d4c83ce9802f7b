import LocateFixed from 'lucide-react/icons/locate-fixed';
import { useT } from '#web/lib/i18n/language-context.tsx';

/** 'Use my current location', as the chooser's list and the address form both offer it. */
export function CurrentLocationButton({ detecting, onClick }: { detecting: boolean; onClick: () => void }) {
  const t = useT();
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={detecting}
      className="flex w-full items-center justify-center gap-2 rounded-lg border border-brand-700 px-3 py-2 font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <LocateFixed aria-hidden="true" className="h-4 w-4" />
      {detecting ? t('Detecting your location...') : t('Use my current location')}
    </button>
  );
}
