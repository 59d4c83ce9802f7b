// One live code per phone, and what a customer sees when the SMS gateway fails.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '#server/db/schema.ts';
import { latestCode, sendCode, verifyCode } from '../helpers/customer-session.ts';
import { type FakeProvider, startFakeProvider } from '../helpers/fake-provider.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

describe('codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a new send replaces the old code', async () => {
    await sendCode(t, '9822010101', '10.90.0.1');
    const old = await latestCode(t, '+919822010101');
    await t.database.db
      .update(auditLogs)
      .set({ createdAt: new Date(Date.now() - 40_000) })
      .where(eq(auditLogs.recordId, '+919822010101'));
    await sendCode(t, '9822010101', '10.90.0.2');
    const fresh = await latestCode(t, '+919822010101');
    if (fresh === old) return; // one chance in a million: the same six digits twice
    const withOld = await verifyCode(t, '9822010101', old, undefined, '10.90.0.3');
    expect(withOld.statusCode).toBe(400);
    expect((await verifyCode(t, '9822010101', fresh, undefined, '10.90.0.3')).statusCode).toBe(200);
  });
});

describe('SMS gateway failure', () => {
  let t: TestApp;
  let gateway: FakeProvider;
  beforeAll(async () => {
    gateway = await startFakeProvider({ status: 500, body: { type: 'error', message: 'gateway down' } });
    t = await createTestApp({
      env: { SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k', MSG91_TEMPLATE_ID: 't', MSG91_URL: gateway.url },
    });
  });
  afterAll(async () => {
    await t.close();
    await gateway.close();
  });

  it("answers 'Failed to send OTP' and exposes no development outbox", async () => {
    const res = await sendCode(t, '9822020202', '10.91.0.1');
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe('Failed to send OTP');
    expect((await t.app.inject('/api/dev/sms-outbox?phone=%2B919822020202')).statusCode).toBe(404);
  });

  it('sends through MSG91 when it accepts', async () => {
    gateway.answer({ status: 200, body: { type: 'success', message: 'queued' } });
    expect((await sendCode(t, '9822030303', '10.91.0.2')).statusCode).toBe(200);
  });
});
