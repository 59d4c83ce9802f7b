// A line over the per-line limit is refused with a message naming the limit, never cut down to it
// (the customer would be charged for fewer than they asked for without being told).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuItems } from '#server/db/schema.ts';
import { ORDER_LIMITS } from '#shared/constants.ts';
import { signInCustomer } from '../helpers/customer-session.ts';
import { deliveryAddress } from '../helpers/delivery-address.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const LIMIT_MESSAGE = `You can order at most ${ORDER_LIMITS.maxQuantityPerLine} of an item`;

let t: TestApp;
let cookie: string;
let dish: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signInCustomer(t, '9876520001', 'Neha Kulkarni', '10.79.0.1')).cookie;
  const [row] = await t.database.db.select().from(menuItems).limit(1);
  dish = row!.id;
});
afterAll(() => t.close());

const place = (lines: { menuItemId: string; quantity: number }[]) =>
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
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', message: LIMIT_MESSAGE });
  });

  it('takes exactly the limit', async () => {
    const res = await place([
      { menuItemId: dish, quantity: 20 },
      { menuItemId: dish, quantity: ORDER_LIMITS.maxQuantityPerLine - 20 },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().lines[0].quantity).toBe(ORDER_LIMITS.maxQuantityPerLine);
  });
});
