import { ChevronDown, MapPin } from 'lucide-react';
import { DELIVERY_MINUTES } from '#shared/constants.ts';

export function LocationButton({ label, onOpen }: { label: string; onOpen: () => void }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      className="flex min-w-0 items-center gap-1.5 rounded-lg px-2 py-1 text-left text-sm hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <MapPin aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-700" />
      <span className="min-w-0">
        <span className="block font-bold leading-tight">
          <span className="sm:hidden">{DELIVERY_MINUTES} min</span>
          <span className="hidden sm:inline">Delivery in {DELIVERY_MINUTES} minutes</span>
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
