// The staff area's pages, each in its own chunk: the staff chunk (staff-routes.tsx) keeps only the
// shell every page shares (the session guard, the layout, the live orders and their bell), so
// opening /admin loads the shell and the page asked for, not every page (issue 22, goal <= 60 KB
// gzip on top of the storefront: bench/README.md). preloadStaffPage() starts fetching a page's
// chunk before it is rendered: the page being opened, while the session is still checked, and a
// page whose link in the sidebar is pointed at or focused.
import { lazy } from 'react';

const loadMenuItems = () => import('#web/features/admin/menu/components/menu-items-tab.tsx');
const loadCategories = () => import('#web/features/admin/menu/components/categories-tab.tsx');
const loadOptionGroups = () => import('#web/features/admin/menu/components/option-groups-tab.tsx');
const loadAnalytics = () => import('#web/features/admin/analytics/components/analytics-panel.tsx');
const loadStorageStats = () => import('#web/features/admin/menu/components/storage-stats.tsx');
const loadKitchen = () => import('#web/features/admin/kitchen/components/kitchen-page.tsx');
const loadOrders = () => import('#web/features/admin/orders/components/orders-page.tsx');
const loadOrderPad = () => import('#web/features/admin/order-pad/components/order-pad-page.tsx');
const loadUsers = () => import('#web/features/admin/users/components/users-page.tsx');
const loadRiders = () => import('#web/features/admin/riders/components/riders-page.tsx');
const loadRatings = () => import('#web/features/admin/ratings/components/ratings-page.tsx');
const loadAuditLog = () => import('#web/features/admin/audit/components/audit-log-page.tsx');
const loadSettings = () => import('#web/features/admin/settings/components/settings-page.tsx');
const loadChangePassword = () => import('#web/features/admin/auth/components/change-password-page.tsx');
const loadLogin = () => import('#web/features/admin/auth/components/login-page.tsx');
const loadAccount = () => import('#web/features/admin/shop-tablets/components/account-page.tsx');
const loadRider = () => import('#web/features/rider/components/rider-page.tsx');
const loadDayClose = () => import('#web/features/admin/day-close/components/day-close-page.tsx');
const loadMonthEnd = () => import('#web/features/admin/month-end/components/month-end-page.tsx');
const loadSwitchUser = () => import('#web/features/admin/shop-tablets/components/switch-user-page.tsx');

export const MenuItemsTab = lazy(() => loadMenuItems().then((m) => ({ default: m.MenuItemsTab })));
export const CategoriesTab = lazy(() => loadCategories().then((m) => ({ default: m.CategoriesTab })));
export const OptionGroupsTab = lazy(() => loadOptionGroups().then((m) => ({ default: m.OptionGroupsTab })));
export const AnalyticsPanel = lazy(() => loadAnalytics().then((m) => ({ default: m.AnalyticsPanel })));
export const StorageStats = lazy(() => loadStorageStats().then((m) => ({ default: m.StorageStats })));
export const KitchenPage = lazy(() => loadKitchen().then((m) => ({ default: m.KitchenPage })));
export const OrdersPage = lazy(() => loadOrders().then((m) => ({ default: m.OrdersPage })));
export const OrderPadPage = lazy(() => loadOrderPad().then((m) => ({ default: m.OrderPadPage })));
export const UsersPage = lazy(() => loadUsers().then((m) => ({ default: m.UsersPage })));
export const RidersPage = lazy(() => loadRiders().then((m) => ({ default: m.RidersPage })));
export const RatingsPage = lazy(() => loadRatings().then((m) => ({ default: m.RatingsPage })));
export const AuditLogPage = lazy(() => loadAuditLog().then((m) => ({ default: m.AuditLogPage })));
export const SettingsPage = lazy(() => loadSettings().then((m) => ({ default: m.SettingsPage })));
export const ChangePasswordPage = lazy(() =>
  loadChangePassword().then((m) => ({ default: m.ChangePasswordPage })),
);
export const LoginPage = lazy(() => loadLogin().then((m) => ({ default: m.LoginPage })));
export const AccountPage = lazy(() => loadAccount().then((m) => ({ default: m.AccountPage })));
export const RiderPage = lazy(() => loadRider().then((m) => ({ default: m.RiderPage })));
export const DayClosePage = lazy(() => loadDayClose().then((m) => ({ default: m.DayClosePage })));
export const MonthEndPage = lazy(() => loadMonthEnd().then((m) => ({ default: m.MonthEndPage })));
export const SwitchUserPage = lazy(() => loadSwitchUser().then((m) => ({ default: m.SwitchUserPage })));

// The chunks each path under /admin shows (routes in staff-routes.tsx). The dashboard opens on the
// menu items; its analytics tab adds the storage use under the counters.
const PAGE_LOADERS = new Map<string, readonly (() => Promise<unknown>)[]>(
  Object.entries({
    '': [loadMenuItems],
    dashboard: [loadMenuItems],
    menu: [loadMenuItems],
    'menu-items': [loadMenuItems],
    categories: [loadCategories],
    'option-groups': [loadOptionGroups],
    analytics: [loadAnalytics, loadStorageStats],
    users: [loadUsers],
    riders: [loadRiders],
    ratings: [loadRatings],
    'day-close': [loadDayClose],
    'month-end': [loadMonthEnd],
    'audit-log': [loadAuditLog],
    orders: [loadOrders],
    'order-pad': [loadOrderPad],
    kitchen: [loadKitchen],
    settings: [loadSettings],
    account: [loadAccount],
    'switch-user': [loadSwitchUser],
  }),
);

/** Starts fetching the chunks of the page at `pathname` (/admin/..., /rider); the browser fetches each once. */
export function preloadStaffPage(pathname: string) {
  if (/^\/rider(\/|$)/i.test(pathname)) {
    loadRider().catch(() => undefined);
    return;
  }
  const page = /^\/admin(?:\/([^/]*))?/.exec(pathname)?.[1] ?? '';
  // A failure shows when the page is rendered: browsers keep a failed import() failed, so the
  // page's boundary reloads once or offers Reload (page-load-boundary.tsx).
  for (const load of PAGE_LOADERS.get(page) ?? []) load().catch(() => undefined);
}
