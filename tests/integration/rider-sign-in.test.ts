// A rider signs in like staff (docs/product.md#riders-and-dispatch) and is a rider, not staff: the
// session says so, and no admin route lets a rider in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointCaller } from '../helpers/call.ts';
import { createRider } from '../helpers/rider-fixtures.ts';
import { signInStaff } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
const call = endpointCaller(() => t.app);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('rider sign-in', () => {
  it('signs the demo rider in as a rider', async () => {
    const cookie = await signInStaff(t, 'rider@example.com', undefined, '10.203.0.1');
    const session = await call('GET /api/staff/session', { cookie });
    expect(session.statusCode).toBe(200);
    expect(session.json().user).toMatchObject({ email: 'rider@example.com', role: 'rider' });
  });

  it('refuses a rider every admin route, in the staff guard’s words', async () => {
    const rider = await createRider(t);
    for (const route of ['GET /api/admin/orders', 'GET /api/admin/stats'] as const) {
      const res = await call(route, { cookie: rider.cookie });
      expect(res.statusCode, route).toBe(403);
      expect(res.json().error.message).toBe('Admin privileges required');
    }
  });
});
