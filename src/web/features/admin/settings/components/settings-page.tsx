// Settings (docs/product.md#settings): staff read what the storefront shows; managers edit it, publish the
// promotion, and set the delivery area, opening hours, the ticket printer, the delivery riders, contact details and short pages, and those words in Hindi and Marathi (each its own
// form and save); admins also manage the bills' legal and tax details and discount codes. The
// server checks the same permissions.
import type { PublicSettings } from '#shared/api/settings.ts';
import type { StaffUser } from '#shared/api/staff.ts';
import { PAUSED_TEXT } from '#shared/constants.ts';
import { can } from '#shared/roles.ts';
import { useClock } from '#web/features/admin/layout/hooks/use-clock.ts';
import { useSiteSettings } from '../api/get-settings.ts';
import { deliveryAreaRows } from '../lib/delivery-summary.ts';
import { shopStateText } from '../lib/shop-state-text.ts';
import { BillingSettingsSection } from './billing-settings-form.tsx';
import { CashLimitsForm } from './cash-limits-form.tsx';
import { ContactPagesSection } from './contact-pages-form.tsx';
import { DeliveryAreaForm } from './delivery-area-form.tsx';
import { DiscountCodesSection } from './discount-codes-section.tsx';
import { DispatchSettingsForm } from './dispatch-settings-form.tsx';
import { LaterOrdersForm } from './later-orders-form.tsx';
import { NoContactBar } from './no-contact-bar.tsx';
import { OpeningHoursForm } from './opening-hours-form.tsx';
import { PromiseSettingsForm } from './promise-settings-form.tsx';
import { PublishPromotionButton } from './publish-promotion-button.tsx';
import { SettingsForm } from './settings-form.tsx';
import { SiteTranslationsSection } from './site-translations-form.tsx';
import { TicketPrinterForm } from './ticket-printer-form.tsx';

function SettingsSummary({ settings }: { settings: PublicSettings }) {
  const now = useClock();
  const rows: [string, string][] = [
    ['Banner title', settings.bannerTitle],
    ['Banner subtitle', settings.bannerSubtitle],
    ['Banner image', settings.bannerImage ?? 'None'],
    ['Promotional message', settings.promotionalMessage],
    ['Theme', `${settings.siteTheme.charAt(0).toUpperCase()}${settings.siteTheme.slice(1)}`],
    ['Shop', settings.shopOpen ? 'Open for orders' : PAUSED_TEXT],
    ['Default location', settings.defaultLocation],
    ...deliveryAreaRows(settings.delivery),
    ['Opening hours', shopStateText(settings, now)],
  ];
  return (
    <dl className="divide-y divide-stone-100 rounded-2xl bg-white shadow-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-1 px-5 py-3 sm:grid-cols-[12rem_1fr]">
          <dt className="font-semibold text-stone-700">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function SettingsPage({ viewer }: { viewer: StaffUser }) {
  const settings = useSiteSettings();
  const editable = can(viewer.role, 'settings:manage');
  const data = settings.data;
  return (
    <div className="max-w-5xl space-y-5">
      <h1 className="text-2xl font-extrabold">Settings</h1>
      {settings.isError && (
        <p role="alert" className="text-red-800">
          Failed to load data
        </p>
      )}
      {settings.isPending && <p className="text-stone-600">Loading settings…</p>}
      <NoContactBar linkToSettings={false} />
      {data && editable && (
        <>
          <SettingsForm settings={data} />
          <PublishPromotionButton message={data.promotionalMessage} />
          <DeliveryAreaForm settings={data} />
          <OpeningHoursForm settings={data} />
          <CashLimitsForm settings={data} />
          <LaterOrdersForm settings={data} />
          <TicketPrinterForm />
          <DispatchSettingsForm />
          <PromiseSettingsForm />
          <ContactPagesSection />
          <SiteTranslationsSection />
        </>
      )}
      {data && !editable && <SettingsSummary settings={data} />}
      {can(viewer.role, 'billing:manage') && <BillingSettingsSection />}
      {can(viewer.role, 'discounts:manage') && <DiscountCodesSection />}
    </div>
  );
}
