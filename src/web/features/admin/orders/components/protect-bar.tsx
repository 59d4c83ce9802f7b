// The bar while the automatic switch protects the promise (docs/product.md#protecting-the-promise),
// on the board and the dashboard like the paused shop's: whoever looks knows the shop is taking
// pickup orders only, adding busy minutes or taking no new orders, by itself, and since when.
import ShieldAlert from 'lucide-react/icons/shield-alert';
import { SHOP_TIME_ZONE } from '#shared/constants.ts';
import { usePromiseNow } from '../api/promise-now.ts';
import { useBoardSettings } from '../api/shop-settings.ts';
import { PROTECT_BAR_HINT, protectBarText } from '../lib/promise-board-text.ts';

export function ProtectBar() {
  const promise = usePromiseNow();
  const settings = useBoardSettings();
  // The promise's answer is the fresher (re-read with every order change); the settings until it comes.
  const protect = promise.data ? promise.data.protect : (settings.data?.protect ?? null);
  if (!protect) return null;
  const timeZone = settings.data?.hours.timeZone ?? SHOP_TIME_ZONE;
  return (
    <section
      aria-label="Automatic switch"
      data-testid="protect-bar"
      className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-100 p-3 text-amber-950 shadow-sm"
    >
      <ShieldAlert aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0" />
      <div className="min-w-0 flex-1">
        <p role="status" className="text-lg font-extrabold">
          {protectBarText(protect, timeZone)}
        </p>
        <p className="text-sm">{PROTECT_BAR_HINT}</p>
      </div>
    </section>
  );
}
