// A customer's path through the real routes: solve the robot check, send a code, read it from
// the development outbox, verify.
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { cookieHeader } from './staff-session.ts';
import type { TestApp } from './test-app.ts';

export async function solvedRobotCheck(t: TestApp) {
  const challenge = (await t.app.inject('/api/customer/robot-check')).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('robot check not solved');
  return { challenge, solution };
}

export async function sendCode(t: TestApp, phone: string, remoteAddress = '10.50.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/customer/otp/send',
    payload: { phone, robotCheck: await solvedRobotCheck(t) },
    remoteAddress,
  });
}

export async function latestCode(t: TestApp, phone: string): Promise<string> {
  const res = await t.app.inject({ url: `/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}` });
  const code = res.json().messages[0]?.code;
  if (!code) throw new Error(`no code in the outbox for ${phone}`);
  return code;
}

export async function verifyCode(
  t: TestApp,
  phone: string,
  code: string,
  fullName?: string,
  remoteAddress = '10.50.0.1',
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/customer/otp/verify',
    payload: { phone, code, ...(fullName ? { fullName } : {}) },
    remoteAddress,
  });
}

/** Signs a customer in end to end and returns the Cookie header. */
export async function signInCustomer(t: TestApp, phone: string, fullName?: string, remoteAddress?: string) {
  const sent = await sendCode(t, phone, remoteAddress);
  if (sent.statusCode !== 200) throw new Error(`send failed: ${sent.body}`);
  const verified = await verifyCode(t, phone, await latestCode(t, phone), fullName, remoteAddress);
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  return { cookie: cookieHeader(verified.headers['set-cookie']), body: verified.json() };
}
