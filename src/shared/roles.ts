// Roles and the permission table (docs/product.md#roles-and-permissions), used by the server to enforce and
// by the UI to decide what to show. One table, so the two cannot drift apart.

// A rider (docs/product.md#riders-and-dispatch) has a staff-style account with a password, but sees
// only the rider page: ranked below staff, so no staff guard lets a rider in.
export const ROLES = ['user', 'rider', 'staff', 'manager', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_RANK: Record<Role, number> = { user: 0, rider: 1, staff: 2, manager: 3, admin: 4 };

const PERMISSIONS = [
  'items:create',
  'items:update',
  'items:delete',
  'categories:manage',
  'stats:view',
  'users:manage',
  'orders:manage',
  'settings:manage',
  'audit:view',
  'discounts:manage',
  'analytics:view',
  'options:manage',
  'billing:manage',
  'payments:refund',
  'payments:unmark',
  'riders:manage',
  // The order book (docs/product.md#one-order-book).
  'orders:take',
  'orders:discount',
  'orders:void',
  'day:close',
  'day:reopen',
  // Customers' ratings: reply to a comment or hide it with a reason (docs/product.md#ratings).
  'ratings:manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

// Staff take counter and phone orders at the menu's prices and codes (orders:take).
const STAFF: readonly Permission[] = [
  'items:create',
  'items:update',
  'stats:view',
  'orders:manage',
  'orders:take',
];
// docs/product.md#roles-and-permissions: a manager may view analytics; staff may not.
const MANAGER: readonly Permission[] = [
  ...STAFF,
  'items:delete',
  'categories:manage',
  'settings:manage',
  'analytics:view',
  // Option groups and which items carry them change prices: managers (staff may only turn a
  // choice off and on, with items:update).
  'options:manage',
  // Sending money back (a partial refund with a reason); a cancellation refunds in full whoever
  // cancels, as staff may cancel.
  'payments:refund',
  // Undoing a mark-paid (with a reason, audited): staff mark money collected, a manager corrects
  // it, so the one who took the cash is not the one who can say it never came (docs/product.md#online-payments).
  'payments:unmark',
  // Rider accounts, their shifts and floats, and the cash they hand in (docs/product.md#cash-per-rider).
  'riders:manage',
  // Money off beyond a code, voiding a paid order (both with a reason) and closing the day: the
  // one who took the money is not the one who can say it was less.
  'orders:discount',
  'orders:void',
  'day:close',
  // Replying to customers and hiding a comment speak for the shop (the stars always count).
  'ratings:manage',
];

const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  user: [],
  // A rider acts only on their own deliveries, through /api/rider (its own guard), never /api/admin.
  rider: [],
  staff: STAFF,
  manager: MANAGER,
  // Discount codes change what customers pay: admins only (settings issue).
  // The legal and tax details on bills too: a wrong GSTIN or rate is the owner's liability.
  // Reopening a closed day changes figures a manager signed: admins only, with a reason.
  admin: [...MANAGER, 'users:manage', 'audit:view', 'discounts:manage', 'billing:manage', 'day:reopen'],
};

function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Unknown or missing roles rank as a plain user: access is never granted by accident. */
export function toRole(value: unknown): Role {
  return isRole(value) ? value : 'user';
}

export function hasRank(role: Role, atLeast: Role): boolean {
  return ROLE_RANK[role] >= ROLE_RANK[atLeast];
}

export function can(role: Role, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** A permission only admins hold (users, audit log, discount codes, billing). */
export function adminOnly(permission: Permission): boolean {
  return can('admin', permission) && !can('manager', permission);
}

/** The team's accounts (with a password, apart from customers'): riders and staff. */
export function isTeamRole(role: Role): boolean {
  return hasRank(role, 'rider');
}

/**
 * Admin navigation and the least role that sees each entry (docs/product.md#roles-and-permissions).
 */
export const ADMIN_NAV = [
  { label: 'Dashboard', path: '/admin', minRole: 'staff' },
  { label: 'Menu Items', path: '/admin/menu-items', minRole: 'staff' },
  { label: 'Categories', path: '/admin/categories', minRole: 'manager' },
  // Staff see the groups read-only, to mark a choice sold out (docs/product.md#item-options).
  { label: 'Option Groups', path: '/admin/option-groups', minRole: 'staff' },
  { label: 'Orders', path: '/admin/orders', minRole: 'staff' },
  // Counter and phone orders (docs/product.md#staff-take-orders): everyone who takes orders.
  { label: 'Order pad', path: '/admin/order-pad', minRole: 'staff' },
  { label: 'Kitchen', path: '/admin/kitchen', minRole: 'staff' },
  { label: 'Riders', path: '/admin/riders', minRole: 'manager' },
  { label: 'Ratings', path: '/admin/ratings', minRole: 'manager' },
  // Closing the shop day needs day:close, a manager's (docs/product.md#the-day-close).
  { label: 'Day close', path: '/admin/day-close', minRole: 'manager' },
  // The accountant's month: GSTR-1 and Tally (docs/product.md#month-end), with the tax summary's permission.
  { label: 'Month end', path: '/admin/month-end', minRole: 'manager' },
  { label: 'Users', path: '/admin/users', minRole: 'admin' },
  { label: 'Audit Log', path: '/admin/audit-log', minRole: 'admin' },
  { label: 'Analytics', path: '/admin/analytics', minRole: 'manager' },
  { label: 'Settings', path: '/admin/settings', minRole: 'staff' },
] as const satisfies readonly { label: string; path: string; minRole: Role }[];
