// A line over the per-line limit is refused with a message naming the limit, never cut down to it
// (the customer would be charged for fewer than they asked for without being told).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuItems } from '#server/db/schema.ts';
import { LINES_LIMIT_MESSAGE } from '#shared/api/orders.ts';
import { ORDER_LIMITS } from '#shared/constants.ts';
import { signInCustomer } from '../helpers/customer-session.ts';
import { deliveryAddress } from '../helpers/delivery-address.ts';
import { signInStaff } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const LIMIT_MESSAGE = `You can order at most ${ORDER_LIMITS.maxQuantityPerLine} of an item`;

let t: TestApp;
let cookie: string;
let dish: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signInCustomer(t, '9876520001', 'Neha Kulkarni', '10.79.0.1')).cookie;
  // The orders here are about quantities: the caps on orders paid at the door (which count the
  // ones still open) are set out of their way.
  const manager = await signInStaff(t, 'manager@example.com', undefined, '10.79.0.3');
  const caps = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings/cash-limits',
    headers: { cookie: manager },
    payload: { maxOrder: 1_000_000, newCustomerMaxOrder: 1_000_000, newCustomerOrders: 0 },
  });
  expect(caps.statusCode).toBe(200);
  const [row] = await t.database.db.select().from(menuItems).limit(1);
  dish = row!.id;
});
afterAll(() => t.close());

const place = (lines: { menuItemId: string; quantity: number; note?: string }[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie },
    payload: {
      idempotencyKey: randomUUID(),
      lines,
      address: deliveryAddress({
        name: 'Neha',
        phone: '9876520001',
        address: '3 Porwal Road, Lohegaon, Pune',
      }),
    },
    remoteAddress: '10.79.0.2',
  });

describe('the per-line quantity limit', () => {
  it('refuses one line over the limit, naming it', async () => {
    const res = await place([{ menuItemId: dish, quantity: ORDER_LIMITS.maxQuantityPerLine + 1 }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields['lines.0.quantity']).toBe(LIMIT_MESSAGE);
  });

  it('refuses the same item on several lines adding up past the limit, instead of capping it', async () => {
    const res = await place([
      { menuItemId: dish, quantity: 30 },
      { menuItemId: dish, quantity: 30 },
    ]);
    expect(res.statusCode).toBe(400);
    // Refused by the shared schema, on the line that takes the item past the limit.
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { 'lines.1.quantity': LIMIT_MESSAGE },
    });
  });

  it('takes exactly the limit', async () => {
    const res = await place([
      { menuItemId: dish, quantity: 20 },
      { menuItemId: dish, quantity: ORDER_LIMITS.maxQuantityPerLine - 20 },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().lines[0].quantity).toBe(ORDER_LIMITS.maxQuantityPerLine);
  });

  it('counts an item over all its lines whatever their notes: 50 notes of 50 cups is refused', async () => {
    const lines = Array.from({ length: ORDER_LIMITS.maxLines }, (_, i) => ({
      menuItemId: dish,
      quantity: ORDER_LIMITS.maxQuantityPerLine,
      note: `note ${i}`,
    }));
    const res = await place(lines);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields['lines.1.quantity']).toBe(LIMIT_MESSAGE);
    // Two notes that add up past the limit, and two that stay within it.
    const split = await place([
      { menuItemId: dish, quantity: 30, note: 'less sugar' },
      { menuItemId: dish, quantity: 21, note: 'more sugar' },
    ]);
    expect(split.statusCode).toBe(400);
    expect(split.json().error.fields['lines.1.quantity']).toBe(LIMIT_MESSAGE);
    const within = await place([
      { menuItemId: dish, quantity: 30, note: 'less sugar' },
      { menuItemId: dish, quantity: 20, note: 'more sugar' },
    ]);
    expect(within.statusCode).toBe(201);
    expect(within.json().lines.map((l: { quantity: number }) => l.quantity)).toEqual([30, 20]);
  });

  it(`refuses more than ${ORDER_LIMITS.maxLines} lines`, async () => {
    const lines = Array.from({ length: ORDER_LIMITS.maxLines + 1 }, (_, i) => ({
      menuItemId: dish,
      quantity: 1,
      note: `note ${i}`,
    }));
    const res = await place(lines);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.lines).toBe(LINES_LIMIT_MESSAGE);
  });
});
