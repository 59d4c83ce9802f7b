// Every /api/admin route in the OpenAPI document, called as each kind of caller, compared with
// the permission table (docs/product.md#roles-and-permissions). A new admin route without an expectation here
// fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOnly, can, type Permission, ROLES, type Role } from '#shared/roles.ts';
import { sessionFor } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const EXPECTED: Record<string, Permission> = {
  // Customers' ratings (docs/product.md#ratings): managers and admins.
  'GET /api/admin/ratings': 'ratings:manage',
  'POST /api/admin/ratings/{id}/reply': 'ratings:manage',
  'POST /api/admin/ratings/{id}/hide': 'ratings:manage',
  'GET /api/admin/ratings/riders': 'ratings:manage',
  'GET /api/admin/stats': 'stats:view',
  'GET /api/admin/analytics': 'analytics:view',
  'GET /api/admin/analytics/orders.csv': 'analytics:view',
  'GET /api/admin/analytics/bills.csv': 'analytics:view',
  'GET /api/admin/analytics/promise': 'analytics:view',
  'GET /api/admin/analytics/promise.csv': 'analytics:view',
  // Month end (docs/product.md#month-end): the reports like the tax summary, the ledgers admins'.
  'GET /api/admin/month-end/gstr1': 'analytics:view',
  'GET /api/admin/month-end/gstr1.csv': 'analytics:view',
  'GET /api/admin/month-end/gstr1.json': 'analytics:view',
  'GET /api/admin/month-end/tally.xml': 'analytics:view',
  'GET /api/admin/users': 'users:manage',
  'POST /api/admin/users': 'users:manage',
  'PATCH /api/admin/users/{id}': 'users:manage',
  'POST /api/admin/users/{id}/unlock': 'users:manage',
  // Riders, their shifts and cash (docs/product.md#rider-accounts-and-shifts): managers and admins.
  'GET /api/admin/riders': 'riders:manage',
  'POST /api/admin/riders': 'riders:manage',
  'PATCH /api/admin/riders/{id}': 'riders:manage',
  'POST /api/admin/riders/{id}/shift': 'riders:manage',
  'POST /api/admin/riders/{id}/shift/close': 'riders:manage',
  'POST /api/admin/riders/{id}/hand-ins': 'riders:manage',
  'GET /api/admin/riders/shifts': 'riders:manage',
  'GET /api/admin/riders/shifts.csv': 'riders:manage',
  // The day close (docs/product.md#the-day-close): managers close, only admins reopen.
  'GET /api/admin/day-close': 'day:close',
  'GET /api/admin/day-close/{day}': 'day:close',
  'GET /api/admin/day-close/{day}.csv': 'day:close',
  'POST /api/admin/day-close/{day}/close': 'day:close',
  'POST /api/admin/day-close/{day}/reopen': 'day:reopen',
  'GET /api/admin/audit-logs': 'audit:view',
  'GET /api/admin/orders': 'orders:manage',
  'GET /api/admin/orders/{id}': 'orders:manage',
  'POST /api/admin/orders/{id}/status': 'orders:manage',
  'POST /api/admin/orders/{id}/ticket': 'orders:manage',
  'GET /api/admin/orders/events': 'orders:manage',
  'GET /api/admin/orders/waiting': 'orders:manage',
  'GET /api/admin/menu-items': 'items:update',
  'POST /api/admin/menu-items': 'items:create',
  'PUT /api/admin/menu-items/{id}': 'items:update',
  // Sold out / back in stock is a tap on the item card: staff too.
  'PUT /api/admin/menu-items/{id}/stock': 'items:update',
  // Counted stock (docs/product.md#counted-stock): counting the shelf is staff's, like the switch.
  'PUT /api/admin/menu-items/{id}/count': 'items:update',
  'PUT /api/admin/options/{id}/count': 'items:update',
  'POST /api/admin/stock/reset': 'items:update',
  'GET /api/admin/stock/low': 'orders:manage',
  'DELETE /api/admin/menu-items/{id}': 'items:delete',
  // Undoing a delete is the deleter's.
  'POST /api/admin/menu-items/{id}/restore': 'items:delete',
  'POST /api/admin/menu-items/bulk': 'items:update',
  // The menu tools rewrite much of the menu at once: managers and admins (docs/product.md#menu-tools).
  'POST /api/admin/menu-items/bulk-price/preview': 'items:delete',
  'POST /api/admin/menu-items/bulk-price': 'items:delete',
  'GET /api/admin/menu-items/export.csv': 'items:delete',
  'POST /api/admin/menu-items/import': 'items:delete',
  'GET /api/admin/categories': 'items:update',
  'POST /api/admin/categories': 'categories:manage',
  'PUT /api/admin/categories/{id}': 'categories:manage',
  'DELETE /api/admin/categories/{id}': 'categories:manage',
  'POST /api/admin/uploads': 'items:update',
  'GET /api/admin/uploads/stats': 'stats:view',
  'GET /api/admin/discount-codes': 'discounts:manage',
  'POST /api/admin/discount-codes': 'discounts:manage',
  'PUT /api/admin/discount-codes/{id}': 'discounts:manage',
  'DELETE /api/admin/discount-codes/{id}': 'discounts:manage',
  // Staff read the groups for the item form and turn a choice off when it runs out; changing
  // groups and which items carry them changes prices: managers and admins.
  'GET /api/admin/option-groups': 'items:update',
  'POST /api/admin/option-groups': 'options:manage',
  'PUT /api/admin/option-groups/{id}': 'options:manage',
  'DELETE /api/admin/option-groups/{id}': 'options:manage',
  'PUT /api/admin/options/{id}/availability': 'items:update',
  'PUT /api/admin/menu-items/{id}/option-groups': 'options:manage',
  'PUT /api/admin/settings': 'settings:manage',
  'POST /api/admin/settings/publish-promotion': 'settings:manage',
  'PUT /api/admin/settings/delivery-area': 'settings:manage',
  'PUT /api/admin/settings/hours': 'settings:manage',
  'PUT /api/admin/settings/cash-limits': 'settings:manage',
  'PUT /api/admin/settings/later-orders': 'settings:manage',
  // The network ticket printer (decision 029): managers set it up; whoever runs the board prints.
  'PUT /api/admin/settings/ticket-printer': 'settings:manage',
  'POST /api/admin/settings/ticket-printer/test': 'settings:manage',
  'GET /api/admin/ticket-printer': 'orders:manage',
  'GET /api/admin/settings/dispatch': 'settings:manage',
  'PUT /api/admin/settings/dispatch': 'settings:manage',
  // The promise (docs/product.md#the-promise): managers set it; the board shows its line to staff.
  'GET /api/admin/settings/promise': 'settings:manage',
  'PUT /api/admin/settings/promise': 'settings:manage',
  'GET /api/admin/promise': 'orders:manage',
  'POST /api/admin/orders/{id}/ticket/print': 'orders:manage',
  'GET /api/admin/settings/pages': 'settings:manage',
  'PUT /api/admin/settings/pages': 'settings:manage',
  'GET /api/admin/settings/translations': 'settings:manage',
  'PUT /api/admin/settings/translations': 'settings:manage',
  // A wrong GSTIN or rate is the owner's liability: admins only.
  'GET /api/admin/settings/billing': 'billing:manage',
  'PUT /api/admin/settings/billing': 'billing:manage',
  'GET /api/admin/settings/accounting': 'billing:manage',
  'PUT /api/admin/settings/accounting': 'billing:manage',
  // Busy mode is a tap on the order board: whoever runs the board may set it.
  'PUT /api/admin/busy-mode': 'orders:manage',
  'DELETE /api/admin/busy-mode': 'orders:manage',
  // An emergency stop is for whoever runs the board; resuming is a settings decision.
  'PUT /api/admin/shop-pause': 'orders:manage',
  'DELETE /api/admin/shop-pause': 'settings:manage',
  // Payments (docs/product.md#online-payments): sending money back is a manager's; whoever runs
  // the board marks money collected and shows the UPI QR; the daily report is analytics.
  'POST /api/admin/orders/{id}/refunds': 'payments:refund',
  'POST /api/admin/orders/{id}/collected': 'orders:manage',
  // Undoing one is a manager's correction, audited with its reason.
  'POST /api/admin/orders/{id}/uncollected': 'payments:unmark',
  'GET /api/admin/orders/{id}/upi-qr': 'orders:manage',
  'GET /api/admin/payments/report': 'analytics:view',
  // The order pad (docs/product.md#staff-take-orders): staff take orders; voiding a paid one is a
  // manager's (money off by hand is checked in the service: the route is the same).
  'POST /api/admin/orders': 'orders:take',
  'POST /api/admin/order-pad/tokens': 'orders:take',
  'GET /api/admin/customers/lookup': 'orders:take',
  'POST /api/admin/orders/{id}/void': 'orders:void',
  // Shop tablets (docs/product.md#shared-tablets): which browsers may switch user is an admin's.
  'GET /api/admin/shop-devices': 'users:manage',
  'POST /api/admin/shop-devices': 'users:manage',
  'DELETE /api/admin/shop-devices/{id}': 'users:manage',
  // The kitchen display (docs/product.md#kitchen-display-by-station): every cook reads a station and
  // bumps; how the kitchen is divided is a manager's, like the menu's categories.
  'GET /api/admin/kitchen/stations': 'orders:manage',
  // Sending orders with riders is the board's (docs/product.md#sending-an-order-with-a-rider).
  'GET /api/admin/dispatch/riders': 'orders:manage',
  'PUT /api/admin/orders/{id}/delivery': 'orders:manage',
  'DELETE /api/admin/orders/{id}/delivery': 'orders:manage',
  'POST /api/admin/orders/{id}/to-pickup': 'orders:manage',
  'POST /api/admin/kitchen/stations': 'categories:manage',
  'PUT /api/admin/kitchen/stations/order': 'categories:manage',
  'PATCH /api/admin/kitchen/stations/{id}': 'categories:manage',
  'PUT /api/admin/kitchen/stations/{id}/items': 'categories:manage',
  'DELETE /api/admin/kitchen/stations/{id}': 'categories:manage',
  'GET /api/admin/kitchen/stations/{id}/tickets': 'orders:manage',
  'POST /api/admin/kitchen/lines/{id}/bump': 'orders:manage',
  // New-order notifications on a device (docs/product.md#order-notifications): whoever sees the board.
  'POST /api/admin/push-subscription': 'orders:manage',
  'DELETE /api/admin/push-subscription': 'orders:manage',
};

const STREAMS = new Set(['GET /api/admin/orders/events']);

let t: TestApp;
const cookies = new Map<Role, string>();

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) cookies.set(role, await sessionFor(t, role));
});
afterAll(() => t.close());

async function adminRoutes(): Promise<string[]> {
  const doc = (await t.app.inject('/api/openapi.json')).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/admin'))
    .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
}

describe('admin permission matrix', () => {
  it('has an expectation for every admin route, and a route for every expectation', async () => {
    expect((await adminRoutes()).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it('allows exactly the roles the permission table allows, and nobody anonymous', async () => {
    const unexpected: string[] = [];
    for (const route of await adminRoutes()) {
      const [method, path] = route.split(' ') as [string, string];
      const url = path.replace('{id}', 'no-such-account');
      const permission = EXPECTED[route] as Permission;
      for (const caller of ['anonymous', ...ROLES] as const) {
        const cookie = caller === 'anonymous' ? undefined : cookies.get(caller);
        const expectAllowed = caller !== 'anonymous' && can(caller, permission);
        // Bodies that fail validation still prove the guard let the caller through (400 not 401/403).
        const res = await t.app.inject({
          method: method as 'GET',
          url,
          headers: cookie ? { cookie } : {},
          ...(method === 'GET' ? {} : { payload: {} }),
          // A live stream never ends: an allowed caller's answer is read from its head, then dropped.
          ...(STREAMS.has(route) && expectAllowed ? { payloadAsStream: true } : {}),
        });
        if (STREAMS.has(route) && expectAllowed) {
          res.stream().destroy();
          if (res.statusCode !== 200) unexpected.push(`${route} as ${caller}: ${res.statusCode}`);
          continue;
        }
        const denied = res.statusCode === 401 || res.statusCode === 403;
        if (expectAllowed === denied) unexpected.push(`${route} as ${caller}: ${res.statusCode}`);
        if (caller === 'anonymous') expect(res.json().error.message, route).toBe('Authentication required');
        // A customer and a rider are not staff at all: the staff guard refuses them before any permission.
        else if (caller === 'user' || caller === 'rider')
          expect(res.json().error.message).toBe('Admin privileges required');
        else if (!expectAllowed)
          expect(res.json().error.message).toBe(
            adminOnly(permission)
              ? 'Insufficient permissions. Admin access required.'
              : `Permission '${permission}' required`,
          );
      }
    }
    expect(unexpected).toEqual([]);
  });
});
