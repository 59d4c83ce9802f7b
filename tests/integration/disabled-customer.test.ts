// A customer account disabled by staff gets no session, with a message that says so to whoever
// holds the phone's code; the code send answers as for any number.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, sessions, users } from '#server/db/schema.ts';
import { isConsoleSms } from '#server/modules/sms/console-sms.ts';
import { latestCode, sendCode, signInCustomer, verifyCode } from '../helpers/customer-session.ts';
import { signInStaff } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const DISABLED = 'This account has been disabled. Please contact the shop.';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInStaff(t, 'admin@example.com', undefined, '10.78.0.1');
});
afterAll(() => t.close());

async function accountOf(phone: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.phoneNumber, phone));
  if (!row) throw new Error(`no account for ${phone}`);
  return row.id;
}

/** Disables the account through the admin route, as the shop does. */
async function disable(userId: string) {
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/admin/users/${userId}`,
    headers: { cookie: admin },
    payload: { disabled: true },
    remoteAddress: '10.78.0.1',
  });
  expect(res.statusCode, res.body).toBe(200);
}

const sessionsOf = (userId: string) =>
  t.database.db.select().from(sessions).where(eq(sessions.userId, userId));

const sentTo = (phone: string) => {
  const sms = t.app.services.sms;
  if (!isConsoleSms(sms)) throw new Error('the development SMS provider is expected');
  return sms.outbox(phone).length;
};

/** Lets the next send through the per-phone resend delay. */
async function pastResendDelay(phone: string) {
  await t.database.db
    .update(auditLogs)
    .set({ createdAt: new Date(Date.now() - 60_000) })
    .where(eq(auditLogs.recordId, phone));
}

describe('a disabled customer', () => {
  // The send answers as for any number: telling whoever typed the number that its account is
  // disabled said too much (issue 36). The person holding the phone reads it at the verify.
  it('is answered at the send as any number is, and refused at the verify with the message', async () => {
    const phone = '+919876510001';
    await signInCustomer(t, phone, 'Kiran More', '10.78.1.1');
    const userId = await accountOf(phone);
    await disable(userId);
    await pastResendDelay(phone);
    const res = await sendCode(t, phone, '10.78.1.2');
    const anyNumber = await sendCode(t, '+919876510009', '10.78.1.2');
    expect(res.statusCode).toBe(anyNumber.statusCode);
    expect(res.json()).toEqual({ ...anyNumber.json(), sentTo: res.json().sentTo });
    expect(res.statusCode).toBe(200);
    // The code goes to the phone, whose holder is the one to be told.
    expect(sentTo(phone)).toBe(2);
    const wrong = await verifyCode(t, phone, '000000', undefined, '10.78.1.3');
    const code = await latestCode(t, phone);
    if (code !== '000000') expect(wrong.json().error.message).toBe('Invalid OTP');
    const refused = await verifyCode(t, phone, code, undefined, '10.78.1.3');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({ code: 'FORBIDDEN', message: DISABLED });
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect(await sessionsOf(userId)).toHaveLength(0);
  });

  it('cannot use a code sent before the account was disabled, and gets no session', async () => {
    const phone = '+919876510002';
    await signInCustomer(t, phone, 'Sunil Patil', '10.78.2.1');
    const userId = await accountOf(phone);
    await pastResendDelay(phone);
    expect((await sendCode(t, phone, '10.78.2.2')).statusCode).toBe(200);
    const code = await latestCode(t, phone);
    await disable(userId);
    expect(await sessionsOf(userId)).toHaveLength(0);
    const res = await verifyCode(t, phone, code, undefined, '10.78.2.3');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(DISABLED);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await sessionsOf(userId)).toHaveLength(0);
  });
});
