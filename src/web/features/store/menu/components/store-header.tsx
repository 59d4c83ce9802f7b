import { MapPin } from 'lucide-react';
import { DEFAULT_LOCATION, DELIVERY_MINUTES } from '../../../../../shared/constants';

export function StoreHeader() {
  return (
    <header className="sticky top-0 z-30 h-16 border-b border-stone-200 bg-white">
      <div className="mx-auto flex h-full max-w-7xl items-center gap-4 px-4">
        <a href="/" className="flex items-center gap-2 font-extrabold text-brand-800">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span className="text-lg">Chai Express</span>
        </a>
        <p className="flex min-w-0 items-center gap-1.5 text-sm">
          <MapPin aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-700" />
          <span className="min-w-0">
            <span className="block font-semibold">
              <span className="sm:hidden">{DELIVERY_MINUTES} min</span>
              <span className="hidden sm:inline">Delivery in {DELIVERY_MINUTES} minutes</span>
            </span>
            <span className="block truncate text-stone-600">{DEFAULT_LOCATION}</span>
          </span>
        </p>
      </div>
    </header>
  );
}
