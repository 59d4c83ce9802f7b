// While the shop has no phone on its contact details the checkout refuses every order
// (docs/product.md#storefront): the dashboard and Settings say so, so the owner is never left
// wondering why nobody orders. On the dashboard, those who manage the settings get a link to them.
import PhoneOff from 'lucide-react/icons/phone-off';
import { NO_CONTACT_WARNING } from '#shared/shop-pages/no-contact.ts';
import { Link } from '#web/components/ui/router-links.tsx';
import { useSiteSettings } from '../api/get-settings.ts';

export function NoContactBar({ linkToSettings }: { linkToSettings: boolean }) {
  const settings = useSiteSettings();
  if (settings.data?.contact.phone !== '') return null;
  return (
    <section
      aria-label="Shop not taking orders"
      data-testid="no-contact-bar"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl bg-amber-100 p-3 text-amber-950 shadow-sm"
    >
      <PhoneOff aria-hidden="true" className="h-6 w-6 shrink-0" />
      <p role="status" className="min-w-0 flex-1 font-bold">
        {NO_CONTACT_WARNING}
      </p>
      {linkToSettings && (
        <Link
          to="/admin/settings"
          className="font-bold text-amber-950 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-amber-900"
        >
          Open Settings
        </Link>
      )}
    </section>
  );
}
