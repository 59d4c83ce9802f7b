// Everything staff-only, loaded lazily so no admin code ships in the storefront; the pages come in
// chunks of their own (staff-pages.ts), this one is the shell they share. Route map:
// docs/product.md#d11-one-admin-area; guards: #roles-and-permissions (the server enforces the same rules on
// every call).
import { lazy, type ReactNode, Suspense, useEffect, useRef } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { can, hasRank, isTeamRole, type Role } from '#shared/roles.ts';
import { Link } from '#web/components/ui/router-links.tsx';
import { signingOut } from '#web/features/admin/auth/api/sign-out-staff.ts';
import { useStaffSession } from '#web/features/admin/auth/api/staff-session.ts';
import { useSignOut } from '#web/features/admin/auth/api/use-sign-out.ts';
import {
  DashboardPage,
  type DashboardTab,
} from '#web/features/admin/dashboard/components/dashboard-page.tsx';
import { AccessDenied } from '#web/features/admin/layout/components/access-denied.tsx';
import { AdminLayout } from '#web/features/admin/layout/components/admin-layout.tsx';
import { SessionUnavailable } from '#web/features/admin/layout/components/session-unavailable.tsx';
import { useSessionExpiry } from '#web/features/admin/layout/hooks/use-session-expiry.ts';
import { LiveOrdersProvider } from '#web/features/admin/orders/api/order-events.tsx';
import { OrdersBell } from '#web/features/admin/orders/components/orders-bell.tsx';
import { ShopPausedBar } from '#web/features/admin/orders/components/shop-paused-bar.tsx';
import { NoContactBar } from '#web/features/admin/settings/components/no-contact-bar.tsx';
import { PolicyWarningBar } from '#web/features/admin/settings/components/policy-warning-bar.tsx';
import { isRateLimited } from '#web/lib/api-client.ts';
import { PageLoadBoundary } from './page-load-boundary.tsx';
import {
  AccountPage,
  AnalyticsPanel,
  AuditLogPage,
  CategoriesTab,
  ChangePasswordPage,
  DayClosePage,
  KitchenPage,
  LoginPage,
  MenuItemsTab,
  MonthEndPage,
  OptionGroupsTab,
  OrderPadPage,
  OrdersPage,
  preloadStaffPage,
  RatingsPage,
  RiderPage,
  RidersPage,
  SettingsPage,
  StorageStats,
  SwitchUserPage,
  UsersPage,
} from './staff-pages.ts';

// The automatic switch's bar on the dashboard: rarely on, so a chunk of its own rather than part of
// the staff area's first load (bench/run.mjs keeps that under 60 KB).
const ProtectBar = lazy(() =>
  import('#web/features/admin/orders/components/protect-bar.tsx').then((m) => ({ default: m.ProtectBar })),
);

// The order pad prices a phone delivery with the storefront's own delivery terms, in the chunk the
// storefront loads them in: only app/ combines features, and a chunk shared as it is adds nothing to
// the storefront's first load (lib/pad-total.ts in the pad).
const loadDeliveryTerms = () => import('#web/features/store/shared/lib/delivery-terms.ts');

export function LoginRoute() {
  return (
    <Page>
      <LoginPage />
    </Page>
  );
}

/** The path under /admin that opens each dashboard tab (routes below). */
const TAB_PATHS = {
  items: 'menu-items',
  categories: 'categories',
  'option-groups': 'option-groups',
  analytics: 'analytics',
} as const satisfies Record<DashboardTab, string>;

function Checking() {
  return (
    <p role="status" className="p-8 text-center text-stone-600">
      Loading...
    </p>
  );
}

/**
 * A page (or a dashboard tab) from its own chunk: the same 'Loading...' while it arrives, and a
 * way back when it cannot (page-load-boundary.tsx).
 */
function Page({ children }: { children: ReactNode }) {
  return (
    <PageLoadBoundary>
      <Suspense fallback={<Checking />}>{children}</Suspense>
    </PageLoadBoundary>
  );
}

/** The rider's page (/rider) answers the same session guard as the staff area. */
const isRiderPath = (pathname: string) => /^\/rider(\/|$)/i.test(pathname);

/** Staff who open /rider: the page is the riders' own (docs/product.md#the-riders-page). */
function ForRidersOnly() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-bold">This page is for the shop's riders</h1>
      <Link
        to="/admin/orders"
        className="inline-flex min-h-12 items-center rounded-xl bg-brand-700 px-5 font-bold text-white hover:bg-brand-800"
      >
        Go to the admin area
      </Link>
    </main>
  );
}

/**
 * /admin/* and /rider/*: one session guard for the team (docs/product.md#roles-and-permissions).
 * A rider sees only the rider page: /admin sends them there; staff opening /rider are told it is
 * the riders' page.
 */
export function AdminRoute() {
  const session = useStaffSession();
  const location = useLocation();
  useSessionExpiry();
  const signOut = useSignOut();
  // The page's chunk comes while the session is checked, rather than after.
  useEffect(() => preloadStaffPage(location.pathname), [location.pathname]);
  // Whether this visit had a staff account signed in: losing it afterwards (the account disabled,
  // its session expired or deleted, noticed by the live stream or a re-read) is an ended session,
  // which /login says; a sign-out on purpose is not.
  const hadSession = useRef(false);
  if (session.data && isTeamRole(session.data.role)) hadSession.current = true;

  // A shop tablet's Switch user screen opens whoever is signed in, or nobody
  // (docs/product.md#shared-tablets): the PIN is the sign-in, and the server checks the device.
  if (location.pathname === '/admin/switch-user')
    return (
      <Page>
        <SwitchUserPage />
      </Page>
    );

  // Only a 401 means nobody is signed in (getStaffSession answers null); a 429 or no answer
  // means the question could not be answered, so the person waits here rather than at /login.
  if (session.isPending) {
    if (!isRateLimited(session.failureReason)) return <Checking />;
    return <SessionUnavailable message={session.failureReason.message} retrying onRetry={() => {}} />;
  }
  const user = session.data;
  if (user === undefined && session.isError) {
    return (
      <SessionUnavailable
        message={session.error.message}
        retrying={session.isFetching}
        onRetry={() => void session.refetch()}
      />
    );
  }
  // docs/product.md#roles-and-permissions: not signed in, or signed in without a team role (a customer),
  // shows the Admin Portal sign-in. 'Access Denied' is for staff on a page above their role.
  if (!user || !isTeamRole(user.role)) {
    return (
      <Navigate
        to="/login"
        replace
        state={{ from: location.pathname, expired: hadSession.current && !user && !signingOut() }}
      />
    );
  }
  if (user.mustChangePassword)
    return (
      <Page>
        <ChangePasswordPage />
      </Page>
    );
  if (isRiderPath(location.pathname))
    return user.role === 'rider' ? (
      <Page>
        <RiderPage user={user} onSignOut={() => void signOut()} />
      </Page>
    ) : (
      <ForRidersOnly />
    );
  if (!hasRank(user.role, 'staff')) return <Navigate to="/rider" replace />;

  const only = (role: Role, page: React.ReactNode) => (hasRank(user.role, role) ? page : <AccessDenied />);
  // The dashboard's tabs, each from its own feature; what a role may not do is not offered.
  const dashboard = (tab: DashboardTab) => (
    <DashboardPage
      key={tab}
      initialTab={tab}
      menuItems={(onError) => (
        <Page>
          <MenuItemsTab
            canDelete={can(user.role, 'items:delete')}
            canManageOptions={can(user.role, 'options:manage')}
            onError={onError}
          />
        </Page>
      )}
      categories={
        can(user.role, 'categories:manage')
          ? (onError) => (
              <Page>
                <CategoriesTab onError={onError} />
              </Page>
            )
          : undefined
      }
      optionGroups={(onError) => (
        <Page>
          <OptionGroupsTab canManage={can(user.role, 'options:manage')} onError={onError} />
        </Page>
      )}
      analytics={
        can(user.role, 'analytics:view') ? (
          <Page>
            <AnalyticsPanel />
          </Page>
        ) : undefined
      }
      extras={
        <Page>
          <StorageStats />
        </Page>
      }
      shopNotice={
        <>
          <ShopPausedBar canResume={can(user.role, 'settings:manage')} />
          <Suspense fallback={null}>
            <ProtectBar />
          </Suspense>
          <NoContactBar linkToSettings={can(user.role, 'settings:manage')} />
          {/* Only those who may edit the policies read the form's data (settings:manage). */}
          {can(user.role, 'settings:manage') && <PolicyWarningBar />}
        </>
      }
      canManageBilling={can(user.role, 'billing:manage')}
      onTabIntent={(next) => preloadStaffPage(`/admin/${TAB_PATHS[next]}`)}
    />
  );
  return (
    <LiveOrdersProvider>
      <AdminLayout user={user} notifications={<OrdersBell />} onNavIntent={preloadStaffPage}>
        <Page>
          <Routes>
            <Route index element={dashboard('items')} />
            {['dashboard', 'menu', 'menu-items'].map((path) => (
              <Route key={path} path={path} element={dashboard('items')} />
            ))}
            <Route path="categories" element={only('manager', dashboard('categories'))} />
            <Route path="option-groups" element={dashboard('option-groups')} />
            <Route path="analytics" element={only('manager', dashboard('analytics'))} />
            <Route path="users" element={only('admin', <UsersPage viewer={user} />)} />
            <Route path="audit-log" element={only('admin', <AuditLogPage />)} />
            <Route path="riders" element={only('manager', <RidersPage />)} />
            <Route path="ratings" element={only('manager', <RatingsPage />)} />
            <Route
              path="day-close"
              element={
                can(user.role, 'day:close') ? (
                  <DayClosePage canReopen={can(user.role, 'day:reopen')} />
                ) : (
                  <AccessDenied />
                )
              }
            />
            <Route
              path="month-end"
              element={
                can(user.role, 'analytics:view') ? (
                  <MonthEndPage canManageAccounting={can(user.role, 'billing:manage')} />
                ) : (
                  <AccessDenied />
                )
              }
            />
            <Route
              path="orders"
              element={
                <OrdersPage
                  canRefund={can(user.role, 'payments:refund')}
                  canResume={can(user.role, 'settings:manage')}
                  canUnmark={can(user.role, 'payments:unmark')}
                />
              }
            />
            <Route
              path="order-pad"
              element={
                <OrderPadPage
                  user={user}
                  canDiscount={can(user.role, 'orders:discount')}
                  loadDeliveryTerms={loadDeliveryTerms}
                />
              }
            />
            <Route path="kitchen" element={<KitchenPage canSetUp={can(user.role, 'categories:manage')} />} />
            <Route
              path="kitchen/:stationId"
              element={<KitchenPage canSetUp={can(user.role, 'categories:manage')} />}
            />
            <Route path="settings" element={<SettingsPage viewer={user} />} />
            <Route path="account" element={<AccountPage viewer={user} />} />
            <Route path="*" element={<Navigate to="/admin" replace />} />
          </Routes>
        </Page>
      </AdminLayout>
    </LiveOrdersProvider>
  );
}
