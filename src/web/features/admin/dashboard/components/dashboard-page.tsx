// The Admin Dashboard (docs/product.md#menu-admin): header, a dismissible error banner and the
// tabs Menu Items (count), Categories (count) and Analytics (the four counters, and the full
// analytics for managers). The tabs' contents come from their own features through the route.
import { X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { TabList, TabPanel } from '#web/components/ui/tabs.tsx';
import { useAdminStats } from '../api/get-stats.ts';
import { BillingGapsWarning } from './billing-gaps-warning.tsx';

const COUNTERS = [
  ['Total Items', 'totalItems'],
  ['Active Items', 'activeItems'],
  ['Featured Items', 'featuredItems'],
  ['Categories', 'categories'],
] as const;

export type DashboardTab = 'items' | 'categories' | 'option-groups' | 'analytics';
type ShowError = (message: string) => void;

type Props = {
  initialTab: DashboardTab;
  menuItems: (onError: ShowError) => ReactNode;
  /** Absent for roles that do not manage categories. */
  categories?: (onError: ShowError) => ReactNode;
  /** The shop's option groups (read-only but for availability below managers). */
  optionGroups: (onError: ShowError) => ReactNode;
  /** More than the counters, for roles that may see it. */
  analytics?: ReactNode;
  /** Shown under the counters (storage use). */
  extras?: ReactNode;
  /** Above everything: the red bar while the shop is paused (docs/product.md#pausing-the-shop). */
  shopNotice?: ReactNode;
  /** Whether the viewer may fill in the bills' legal details (the warning links to Settings). */
  canManageBilling: boolean;
  /** A tab pointed at or focused: the route starts fetching its panel's code. */
  onTabIntent?: (tab: DashboardTab) => void;
};

export function DashboardPage({
  initialTab,
  menuItems,
  categories,
  optionGroups,
  analytics,
  extras,
  shopNotice,
  canManageBilling,
  onTabIntent,
}: Props) {
  const stats = useAdminStats();
  const [tab, setTab] = useState<DashboardTab>(
    initialTab === 'categories' && !categories ? 'items' : initialTab,
  );
  const [error, setError] = useState<string>();
  const shownError = error ?? (stats.isError ? 'Failed to load data' : undefined);
  const [dismissed, setDismissed] = useState<string>();

  const count = (n: number | undefined) => (
    <span className="rounded-full bg-stone-200 px-2 text-sm tabular-nums text-stone-800">{n ?? '–'}</span>
  );
  const tabs = [
    { key: 'items' as const, label: <>Menu Items {count(stats.data?.totalItems)}</> },
    ...(categories
      ? [{ key: 'categories' as const, label: <>Categories {count(stats.data?.categories)}</> }]
      : []),
    { key: 'option-groups' as const, label: 'Option Groups' },
    { key: 'analytics' as const, label: 'Analytics' },
  ];

  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-extrabold">Admin Dashboard</h1>
        <p className="text-stone-700">Manage your menu items and categories</p>
      </div>
      {shopNotice}
      <BillingGapsWarning canFix={canManageBilling} />
      {shownError && dismissed !== shownError && (
        <div
          role="alert"
          className="flex items-start justify-between gap-3 rounded-xl bg-red-50 p-4 text-red-800"
        >
          <span>{shownError}</span>
          <button
            type="button"
            aria-label="Dismiss"
            onClick={() => {
              setDismissed(shownError);
              setError(undefined);
            }}
            className="rounded p-1 hover:bg-red-100"
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
      )}
      <TabList
        idBase="dashboard"
        label="Dashboard"
        tabs={tabs}
        selected={tab}
        onSelect={setTab}
        onIntent={onTabIntent}
        // Four tabs with their counts are wider than a 390 px phone: Analytics was scrolled out of sight.
        wrap
      />
      <TabPanel idBase="dashboard" tabKey={tab}>
        {tab === 'items' && menuItems(setError)}
        {tab === 'categories' && categories?.(setError)}
        {tab === 'option-groups' && optionGroups(setError)}
        {tab === 'analytics' && (
          <div className="space-y-6">
            <section aria-labelledby="counters-heading">
              <h2 id="counters-heading" className="sr-only">
                Counters
              </h2>
              <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
                {COUNTERS.map(([label, key]) => (
                  <div key={key} className="rounded-2xl bg-white p-5 shadow-sm">
                    <dt className="text-sm font-medium text-stone-600">{label}</dt>
                    <dd className="mt-1 text-3xl font-extrabold tabular-nums">
                      {stats.data ? stats.data[key] : '–'}
                    </dd>
                  </div>
                ))}
              </dl>
              {extras && <div className="mt-3">{extras}</div>}
            </section>
            {analytics}
          </div>
        )}
      </TabPanel>
    </div>
  );
}
