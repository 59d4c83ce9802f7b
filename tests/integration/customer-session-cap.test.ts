// Each phone sign-in is a session of its own; a customer holds at most MAX_SESSIONS_PER_CUSTOMER
// of them, and a new one past that ends the oldest (issue 36).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, userProfiles } from '#server/db/schema.ts';
import { MAX_SESSIONS_PER_CUSTOMER } from '#server/modules/customers/customer-auth.service.ts';
import { RATE_LIMITS } from '#shared/constants.ts';
import { signInCustomer } from '../helpers/customer-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Moves the phone's code sends out of the send limits' window, as if five minutes had passed. */
const afterTheSendWindow = (phone: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/dev/sms-outbox/backdate',
    payload: { phone, seconds: RATE_LIMITS.otp.windowMs / 1000 },
  });

const profileFor = async (cookie: string) =>
  (await t.app.inject({ url: '/api/customer/me', headers: { cookie } })).json().profile;

describe('live sessions per customer', () => {
  it(`keeps the ${MAX_SESSIONS_PER_CUSTOMER} newest: the next sign-in ends the oldest`, async () => {
    const phone = '9822050501';
    const cookies: string[] = [];
    for (let i = 0; i <= MAX_SESSIONS_PER_CUSTOMER; i++) {
      await afterTheSendWindow(phone);
      cookies.push((await signInCustomer(t, phone, 'Many Devices', `10.93.0.${i + 1}`)).cookie);
    }
    expect(await profileFor(cookies[0]!)).toBeNull();
    for (const cookie of cookies.slice(1)) expect((await profileFor(cookie))?.fullName).toBe('Many Devices');
    const [profile] = await t.database.db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.phoneNumber, `+91${phone}`));
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, profile!.userId));
    expect(rows).toHaveLength(MAX_SESSIONS_PER_CUSTOMER);
  });
});
