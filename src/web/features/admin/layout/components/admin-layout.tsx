// Sidebar (a drawer on small screens), top bar with welcome text, bell, the user's name and role,
// an initial avatar and Sign out (docs/product.md#staff-area). On a phone the welcome takes a line of
// its own under the bar, and Sign out is its icon, so the avatar, name and role stay in sight.
import {
  BarChart3,
  ChefHat,
  ClipboardList,
  ClipboardPen,
  LayoutDashboard,
  LogOut,
  Menu,
  Settings,
  ShieldCheck,
  SlidersHorizontal,
  Tags,
  UserRoundCog,
  Users,
  UtensilsCrossed,
  X,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useLocation } from 'react-router';
import type { StaffUser } from '#shared/api/staff.ts';
import { ADMIN_NAV, hasRank } from '#shared/roles.ts';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Link, NavLink } from '#web/components/ui/router-links.tsx';
import { useSignOut } from '#web/features/admin/auth/api/use-sign-out.ts';
import { useThisDevice } from '#web/features/admin/shop-tablets/api/this-device.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useRateLimitNotice } from '../hooks/use-rate-limit-notice.ts';
import { adminPageTitle } from '../lib/page-title.ts';

const ICONS: Record<string, typeof LayoutDashboard> = {
  Dashboard: LayoutDashboard,
  'Menu Items': UtensilsCrossed,
  Categories: Tags,
  'Option Groups': SlidersHorizontal,
  Orders: ClipboardList,
  'Order pad': ClipboardPen,
  Kitchen: ChefHat,
  Users,
  'Audit Log': ShieldCheck,
  Analytics: BarChart3,
  Settings,
};

const ROLE_LABEL = {
  admin: 'Administrator',
  manager: 'Manager',
  staff: 'Staff',
  rider: 'Rider',
  user: 'User',
} as const;

type Props = {
  user: StaffUser;
  /** The header's notification area (the live orders bell), supplied by the route. */
  notifications?: ReactNode;
  /** Called when a sidebar link is pointed at or focused, with its path: the route starts fetching
   * that page's code before the click. */
  onNavIntent?: (path: string) => void;
  children: ReactNode;
};

type DrawerButtonProps = { opens: boolean; setOpen: (open: boolean) => void; className?: string };

/** The small screens' drawer opens and closes with an icon button, named for screen readers. */
function DrawerButton({ opens, setOpen, className = '' }: DrawerButtonProps) {
  const Icon = opens ? Menu : X;
  return (
    <button
      type="button"
      aria-label={opens ? 'Open menu' : 'Close menu'}
      onClick={() => setOpen(opens)}
      className={`rounded-md p-2 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700 ${className}`}
    >
      <Icon aria-hidden="true" className="h-5 w-5" />
    </button>
  );
}

export function AdminLayout({ user, notifications, onNavIntent, children }: Props) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const signOut = useSignOut();
  const items = ADMIN_NAV.filter((item) => hasRank(user.role, item.minRole));
  useDocumentTitle(adminPageTitle(items, useLocation().pathname), { layout: true });
  const displayName = user.name || user.email;
  const slowDown = useRateLimitNotice();
  // On a shop tablet the header offers Switch user (docs/product.md#shared-tablets).
  const shopTablet = useThisDevice().data?.shopDevice ?? false;

  const nav = (
    <nav aria-label="Admin">
      <ul className="space-y-1">
        {items.map((item) => {
          const Icon = ICONS[item.label] ?? LayoutDashboard;
          return (
            <li key={item.path}>
              <NavLink
                to={item.path}
                end={item.path === '/admin'}
                onClick={() => setDrawerOpen(false)}
                onPointerEnter={() => onNavIntent?.(item.path)}
                onFocus={() => onNavIntent?.(item.path)}
                className={({ isActive }) =>
                  `flex items-center gap-3 rounded-lg px-3 py-2.5 font-medium focus-visible:outline-2 focus-visible:outline-brand-700 ${
                    isActive ? 'bg-brand-700 text-white' : 'text-stone-800 hover:bg-stone-100'
                  }`
                }
              >
                <Icon aria-hidden="true" className="h-5 w-5" />
                {item.label}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );

  return (
    <div className="min-h-screen bg-stone-100 lg:grid lg:grid-cols-[16rem_1fr]">
      <aside className="hidden border-r border-stone-200 bg-white p-4 lg:block">
        <p className="mb-6 px-3 text-lg font-extrabold text-brand-800">Chai Express Admin</p>
        {nav}
      </aside>
      {drawerOpen && (
        <div className="fixed inset-0 z-40 lg:hidden">
          <button
            type="button"
            aria-label="Close menu"
            className="absolute inset-0 bg-stone-900/50"
            onClick={() => setDrawerOpen(false)}
          />
          <aside className="relative h-full w-72 bg-white p-4 shadow-xl">
            <div className="mb-6 flex items-center justify-between px-3">
              <p className="text-lg font-extrabold text-brand-800">Chai Express Admin</p>
              <DrawerButton opens={false} setOpen={setDrawerOpen} />
            </div>
            {nav}
          </aside>
        </div>
      )}
      <div className="min-w-0">
        <header className="sticky top-0 z-30 flex flex-wrap items-center gap-x-2 gap-y-1 border-b border-stone-200 bg-white px-4 py-2 sm:gap-x-3 sm:py-3">
          <DrawerButton opens setOpen={setDrawerOpen} className="lg:hidden" />
          {/* A line of its own on a phone, wrapping rather than cut to 'Welcom…'. */}
          <p className="order-last w-full font-semibold [overflow-wrap:anywhere] sm:order-none sm:w-auto sm:min-w-0 sm:flex-1">
            Welcome back, {displayName}
          </p>
          <span className="flex-1 sm:hidden" />
          {notifications}
          {shopTablet && (
            <Link
              to="/admin/switch-user"
              className="flex items-center gap-1.5 rounded-lg border border-brand-700 p-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700 sm:px-3"
            >
              <UserRoundCog aria-hidden="true" className="h-4 w-4" />
              <span className="sr-only sm:not-sr-only">Switch user</span>
            </Link>
          )}
          <Link
            to="/admin/account"
            className="flex min-w-0 items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-brand-700"
            data-testid="admin-user"
          >
            <span className="sr-only">My account:</span>
            <span
              aria-hidden="true"
              className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
            >
              {displayName.charAt(0).toUpperCase()}
            </span>
            <span className="min-w-0 leading-tight">
              <span className="block max-w-[7rem] truncate text-sm font-semibold sm:max-w-[12rem]">
                {displayName}
              </span>
              <span className="block text-xs text-stone-700">{ROLE_LABEL[user.role] ?? 'Administrator'}</span>
            </span>
          </Link>
          <button
            type="button"
            onClick={signOut}
            className="flex items-center gap-1.5 rounded-lg border border-stone-300 p-2 text-sm font-semibold hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-700 sm:px-3"
          >
            <LogOut aria-hidden="true" className="h-4 w-4" />
            {/* The icon alone on a phone; its name stays for screen readers. */}
            <span className="sr-only sm:not-sr-only">Sign out</span>
          </button>
        </header>
        <main className="p-4 sm:p-6">
          {slowDown && (
            <div className="mb-4">
              <FormAlert message={slowDown} tone="notice" />
            </div>
          )}
          {children}
        </main>
      </div>
    </div>
  );
}
