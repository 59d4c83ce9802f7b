// What the storefront shows today, read from the same API the storefront uses. Editing (banner,
// promotion, theme, pausing the shop) comes with the settings issue; this page says so.
import { useQuery } from '@tanstack/react-query';
import type { PublicSettings } from '../../../../../shared/api/settings';
import { apiRequest } from '../../../../lib/api-client';

export function SettingsPage() {
  const settings = useQuery({
    queryKey: ['settings'],
    queryFn: ({ signal }) => apiRequest<PublicSettings>('/api/settings', { signal }),
  });
  const rows: [string, string][] = settings.data
    ? [
        ['Banner title', settings.data.bannerTitle],
        ['Banner subtitle', settings.data.bannerSubtitle],
        ['Promotional message', settings.data.promotionalMessage],
        ['Theme', settings.data.siteTheme],
        ['Shop', settings.data.shopOpen ? 'Open for orders' : 'Paused'],
        ['Default location', settings.data.defaultLocation],
      ]
    : [];
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-extrabold">Settings</h1>
      <p className="rounded-xl bg-amber-50 p-3 text-amber-950">
        These are the settings the storefront shows now. Editing them from here is not available in this
        version yet.
      </p>
      <dl className="divide-y divide-stone-100 rounded-2xl bg-white shadow-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 px-5 py-3 sm:grid-cols-[12rem_1fr]">
            <dt className="font-semibold text-stone-700">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {settings.isError && (
        <p role="alert" className="text-red-800">
          Failed to load data
        </p>
      )}
    </div>
  );
}
