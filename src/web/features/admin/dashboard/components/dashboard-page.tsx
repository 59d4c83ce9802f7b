// Dashboard header and the Analytics counters (spec section 2). The Menu Items and Categories
// tabs arrive with the admin catalog issue; until then /admin/menu... open this same page.
import { X } from 'lucide-react';
import { useState } from 'react';
import { useAdminStats } from '../api/get-stats';

const COUNTERS = [
  ['Total Items', 'totalItems'],
  ['Active Items', 'activeItems'],
  ['Featured Items', 'featuredItems'],
  ['Categories', 'categories'],
] as const;

export function DashboardPage() {
  const stats = useAdminStats();
  const [dismissed, setDismissed] = useState(false);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-extrabold">Admin Dashboard</h1>
        <p className="text-stone-700">Manage your menu items and categories</p>
      </div>
      {stats.isError && !dismissed && (
        <div
          role="alert"
          className="flex items-start justify-between gap-3 rounded-xl bg-red-50 p-4 text-red-800"
        >
          <span>Failed to load data</span>
          <button
            type="button"
            aria-label="Dismiss"
            onClick={() => setDismissed(true)}
            className="rounded p-1 hover:bg-red-100"
          >
            <X aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
      )}
      <section aria-labelledby="analytics-heading">
        <h2 id="analytics-heading" className="mb-3 text-lg font-bold">
          Analytics
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
      </section>
    </div>
  );
}
