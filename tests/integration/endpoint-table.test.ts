// The web app's endpoint table (src/shared/api/endpoints.ts) is types only, so nothing at run time
// ties it to the server. This file holds it to the routes' own OpenAPI document. TABLE, which the
// compiler keeps to the table (every entry, no other, and whether each sends a body and a query),
// says where a route must read a body and a query; SUCCESS, which the compiler makes name every
// entry answering nothing, gives the success statuses other than 200. Each entry must have its
// route, read a body and a query exactly where TABLE says, answer exactly its success statuses, and
// describe the JSON body of each success but a 204 (which has none). The types themselves are not
// compared: the table takes them from the same shared schemas the routes declare.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint, Endpoints } from '#shared/api/endpoints.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

type Sends<E extends Endpoint> = {
  body: 'body' extends keyof Endpoints[E] ? true : false;
  query: 'query' extends keyof Endpoints[E] ? true : false;
};

const none = { body: false, query: false } as const;
const body = { body: true, query: false } as const;
const query = { body: false, query: true } as const;

const TABLE = {
  'GET /api/menu': query,
  'GET /api/settings': query,
  'GET /api/estimate': none,
  'GET /api/later-slots': none,
  'GET /api/pages/:slug': query,
  'GET /api/location/reverse': query,
  'GET /api/location/map': none,
  'GET /api/location/search': query,
  'GET /api/location/place': query,
  'GET /api/customer/robot-check': none,
  'POST /api/customer/otp/send': body,
  'POST /api/customer/otp/verify': body,
  'GET /api/customer/me': none,
  'POST /api/customer/sign-out': none,
  'PUT /api/customer/profile': body,
  'GET /api/customer/addresses': none,
  'POST /api/customer/addresses': body,
  'PATCH /api/customer/addresses/:id': body,
  'POST /api/customer/addresses/:id/default': none,
  'DELETE /api/customer/addresses/:id': none,
  'DELETE /api/customer/account': body,
  'GET /api/customer/notifications': none,
  'PUT /api/customer/notifications': body,
  'POST /api/discounts/check': body,
  'GET /api/discounts/first-order-offer': none,
  'POST /api/orders': body,
  'GET /api/orders': query,
  'GET /api/orders/by-key/:key': none,
  'GET /api/orders/:id': none,
  'POST /api/orders/:id/cancel': none,
  'GET /api/orders/:id/bill': none,
  'GET /api/orders/:id/credit-notes': none,
  'POST /api/orders/:id/payment': none,
  'POST /api/orders/:id/payment/verify': body,
  'GET /api/orders/:id/tips': none,
  'POST /api/orders/:id/tips': body,
  'POST /api/orders/:id/tips/:tipId/verify': body,
  'GET /api/push/key': none,
  'POST /api/orders/:id/push-subscription': body,
  'DELETE /api/orders/:id/push-subscription': body,
  'POST /api/staff/sign-in': body,
  'GET /api/staff/robot-check': query,
  'GET /api/staff/session': none,
  'POST /api/staff/sign-out': none,
  'POST /api/staff/password': body,
  'GET /api/staff/this-device': none,
  'GET /api/staff/pin': none,
  'PUT /api/staff/pin': body,
  'GET /api/staff/switch/people': none,
  'POST /api/staff/switch': body,
  'GET /api/admin/shop-devices': none,
  'POST /api/admin/shop-devices': body,
  'DELETE /api/admin/shop-devices/:id': none,
  'GET /api/admin/stats': none,
  'GET /api/admin/analytics': query,
  'GET /api/admin/analytics/promise': query,
  'GET /api/admin/month-end/gstr1': query,
  'GET /api/admin/audit-logs': query,
  'GET /api/admin/users': query,
  'POST /api/admin/users': body,
  'PATCH /api/admin/users/:id': body,
  'POST /api/admin/users/:id/unlock': none,
  'GET /api/admin/riders': none,
  'POST /api/admin/riders': body,
  'PATCH /api/admin/riders/:id': body,
  'POST /api/admin/riders/:id/shift': body,
  'POST /api/admin/riders/:id/shift/close': none,
  'POST /api/admin/riders/:id/hand-ins': body,
  'GET /api/admin/riders/shifts': query,
  'GET /api/admin/day-close': query,
  'GET /api/admin/day-close/:day': query,
  'POST /api/admin/day-close/:day/close': body,
  'POST /api/admin/day-close/:day/reopen': body,
  'GET /api/admin/orders': query,
  'GET /api/admin/orders/waiting': none,
  'POST /api/admin/orders/:id/status': body,
  'POST /api/admin/orders/:id/ticket': body,
  'POST /api/admin/orders/:id/ticket/print': none,
  'GET /api/admin/ticket-printer': none,
  'POST /api/admin/orders/:id/refunds': body,
  'POST /api/admin/orders/:id/collected': none,
  'POST /api/admin/orders/:id/uncollected': body,
  'GET /api/admin/orders/:id/upi-qr': none,
  'POST /api/admin/orders': body,
  'POST /api/admin/order-pad/tokens': body,
  'GET /api/admin/customers/lookup': query,
  'POST /api/admin/orders/:id/void': body,
  'GET /api/admin/dispatch/riders': none,
  'PUT /api/admin/orders/:id/delivery': body,
  'DELETE /api/admin/orders/:id/delivery': body,
  'POST /api/admin/orders/:id/to-pickup': none,
  'GET /api/admin/kitchen/stations': none,
  'POST /api/admin/kitchen/stations': body,
  'PUT /api/admin/kitchen/stations/order': body,
  'PATCH /api/admin/kitchen/stations/:id': body,
  'PUT /api/admin/kitchen/stations/:id/items': body,
  'DELETE /api/admin/kitchen/stations/:id': none,
  'GET /api/admin/kitchen/stations/:id/tickets': none,
  'POST /api/admin/kitchen/lines/:id/bump': none,
  'GET /api/admin/payments/report': query,
  'POST /api/admin/push-subscription': body,
  'DELETE /api/admin/push-subscription': body,
  'GET /api/admin/menu-items': none,
  'POST /api/admin/menu-items': body,
  'PUT /api/admin/menu-items/:id': body,
  'PUT /api/admin/menu-items/:id/stock': body,
  'PUT /api/admin/menu-items/:id/count': body,
  'DELETE /api/admin/menu-items/:id': none,
  'POST /api/admin/menu-items/:id/restore': none,
  'POST /api/admin/menu-items/bulk': body,
  'POST /api/admin/menu-items/bulk-price/preview': body,
  'POST /api/admin/menu-items/bulk-price': body,
  'POST /api/admin/menu-items/import': body,
  'GET /api/admin/categories': none,
  'POST /api/admin/categories': body,
  'PUT /api/admin/categories/:id': body,
  'DELETE /api/admin/categories/:id': none,
  // Multipart, which the table leaves to the upload's own XMLHttpRequest.
  'POST /api/admin/uploads': query,
  'GET /api/admin/uploads/stats': none,
  'GET /api/admin/option-groups': none,
  'POST /api/admin/option-groups': body,
  'PUT /api/admin/option-groups/:id': body,
  'DELETE /api/admin/option-groups/:id': none,
  'PUT /api/admin/options/:id/availability': body,
  'PUT /api/admin/options/:id/count': body,
  'GET /api/admin/stock/low': none,
  'POST /api/admin/stock/reset': none,
  'PUT /api/admin/menu-items/:id/option-groups': body,
  'GET /api/admin/discount-codes': none,
  'POST /api/admin/discount-codes': body,
  'PUT /api/admin/discount-codes/:id': body,
  'DELETE /api/admin/discount-codes/:id': none,
  'PUT /api/admin/settings': body,
  'POST /api/admin/settings/publish-promotion': none,
  'PUT /api/admin/settings/delivery-area': body,
  'PUT /api/admin/settings/hours': body,
  'PUT /api/admin/settings/cash-limits': body,
  'PUT /api/admin/settings/later-orders': body,
  'PUT /api/admin/settings/ticket-printer': body,
  'POST /api/admin/settings/ticket-printer/test': none,
  'GET /api/admin/settings/dispatch': none,
  'PUT /api/admin/settings/dispatch': body,
  'GET /api/admin/settings/promise': none,
  'PUT /api/admin/settings/promise': body,
  'GET /api/admin/promise': none,
  'GET /api/admin/settings/billing': none,
  'PUT /api/admin/settings/billing': body,
  'GET /api/admin/settings/accounting': none,
  'PUT /api/admin/settings/accounting': body,
  'GET /api/admin/settings/pages': none,
  'PUT /api/admin/settings/pages': body,
  'GET /api/admin/settings/translations': none,
  'PUT /api/admin/settings/translations': body,
  'PUT /api/admin/busy-mode': body,
  'DELETE /api/admin/busy-mode': none,
  'PUT /api/admin/shop-pause': body,
  'DELETE /api/admin/shop-pause': none,
  'GET /api/rider/deliveries': none,
  'POST /api/rider/deliveries/:id/ack': body,
  'POST /api/rider/deliveries/:id/picked-up': body,
  'POST /api/rider/deliveries/:id/collected': body,
  'POST /api/rider/deliveries/:id/delivered': body,
  'POST /api/rider/deliveries/:id/failed': body,
  // Multipart, which the table leaves to the page's own upload.
  'POST /api/rider/deliveries/:id/door-photo': none,
  'GET /api/rider/deliveries/:id/upi-qr': none,
  'POST /api/rider/position': body,
  'POST /api/rider/push-subscription': body,
  'DELETE /api/rider/push-subscription': body,
  'GET /api/customer/usual-orders': query,
  'POST /api/customer/usual-orders': body,
  'PATCH /api/customer/usual-orders/:id': body,
  'DELETE /api/customer/usual-orders/:id': none,
  'POST /api/customer/usual-orders/:id/reorder': query,
  'GET /api/orders/:id/rating': none,
  'POST /api/orders/:id/rating': body,
  'GET /api/ratings/to-rate': none,
  'GET /api/admin/ratings': query,
  'POST /api/admin/ratings/:id/reply': body,
  'POST /api/admin/ratings/:id/hide': body,
  'GET /api/admin/ratings/riders': query,
} satisfies { [E in Endpoint]: Sends<E> };

/** Entries whose success is a 204 with no body: their table response is undefined. */
type NoContent = { [E in Endpoint]: Endpoints[E]['response'] extends undefined ? E : never }[Endpoint];

/** Success statuses other than a lone 200. */
const SUCCESS = {
  'POST /api/customer/addresses': [201],
  // 201 for a new order; 200 when the same idempotency key asks again and gets the first order.
  'POST /api/orders': [200, 201],
  // The order pad's too: 200 for a pad sending the same order again.
  'POST /api/admin/orders': [200, 201],
  'POST /api/admin/users': [201],
  'POST /api/admin/riders': [201],
  'POST /api/admin/riders/:id/shift': [201],
  'POST /api/admin/riders/:id/hand-ins': [201],
  'POST /api/admin/shop-devices': [201],
  'POST /api/admin/menu-items': [201],
  'POST /api/admin/categories': [201],
  'DELETE /api/admin/categories/:id': [204],
  'POST /api/admin/discount-codes': [201],
  'DELETE /api/admin/discount-codes/:id': [204],
  'POST /api/admin/option-groups': [201],
  'DELETE /api/admin/option-groups/:id': [204],
  'POST /api/admin/kitchen/stations': [201],
  'DELETE /api/admin/kitchen/stations/:id': [204],
  'POST /api/rider/position': [204],
  'POST /api/customer/usual-orders': [201],
  'DELETE /api/customer/usual-orders/:id': [204],
  'POST /api/orders/:id/rating': [201],
} satisfies Partial<Record<Endpoint, number[]>> & Record<NoContent, [204]>;

/** Typed in the table by altcha-lib's own type: the route sends the challenge as the library makes it. */
const UNDESCRIBED: ReadonlySet<string> = new Set<Endpoint>([
  'GET /api/customer/robot-check',
  'GET /api/staff/robot-check',
]);

type Answer = { content?: Record<string, { schema?: unknown }> };
type Operation = {
  requestBody?: unknown;
  parameters?: { in: string }[];
  responses?: Record<string, Answer>;
};
type OpenApi = { paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let openApi: OpenApi;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  openApi = (await t.app.inject('/api/openapi.json')).json();
});
afterAll(() => t.close());

describe('the endpoint table', () => {
  it.each(Object.entries(TABLE))(
    '%s has its route, with a body, a query, its success statuses and their bodies as the table says',
    (endpoint, sends) => {
      const [method = '', path = ''] = endpoint.split(' ');
      const operation = openApi.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
      expect(operation, 'route').toBeDefined();
      expect(operation?.requestBody !== undefined, 'body').toBe(sends.body);
      expect(operation?.parameters?.some((p) => p.in === 'query') ?? false, 'query').toBe(sends.query);

      const successes = Object.entries(operation?.responses ?? {}).filter(([status]) =>
        /^2\d\d$/.test(status),
      );
      const expected = (SUCCESS as Partial<Record<string, number[]>>)[endpoint] ?? [200];
      expect(successes.map(([status]) => Number(status)).sort(), 'success statuses').toEqual(expected);
      for (const [status, response] of successes) {
        const schema = response.content?.['application/json']?.schema;
        if (status === '204') expect(response.content, `${status} has no body`).toBeUndefined();
        // An undescribed entry says so until its route gets a schema, then it leaves UNDESCRIBED.
        else expect(schema !== undefined, `${status} body schema`).toBe(!UNDESCRIBED.has(endpoint));
      }
    },
  );
});
