// Signing people in over HTTP, the way the browser does: staff with email and password, customers
// with the robot check, a code from the SMS outbox (development) or from the SMS gateway, and
// the verify step.
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { type Answer, cookieOf, expectOk, type Http, json } from './http.ts';

export async function signInStaff(http: Http, email: string, password: string, ip: string): Promise<string> {
  const res = expectOk(
    await http.request('POST', '/api/staff/sign-in', { json: { email, password }, ip }),
    `sign-in as ${email}`,
  );
  return cookieOf(res.setCookies);
}

export async function solvedRobotCheck(http: Http, ip: string) {
  const challenge = json(
    expectOk(await http.request('GET', '/api/customer/robot-check', { ip }), 'robot check'),
  );
  const solution = await solveChallenge({ challenge: challenge as never, deriveKey });
  if (!solution) throw new Error('robot check not solved');
  return { challenge, solution };
}

export function sendCode(http: Http, phone: string, ip: string): Promise<Answer> {
  return solvedRobotCheck(http, ip).then((robotCheck) =>
    http.request('POST', '/api/customer/otp/send', { json: { phone, robotCheck }, ip }),
  );
}

/** The newest code the development SMS provider "sent" to this phone. */
export async function outboxCode(http: Http, phone: string, ip: string): Promise<string> {
  const res = expectOk(
    await http.request('GET', `/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`, { ip }),
    'dev outbox',
  );
  const code = json<{ messages: { code: string }[] }>(res).messages[0]?.code;
  if (!code) throw new Error(`no code in the outbox for ${phone}`);
  return code;
}

export type SignedInCustomer = { phone: string; cookie: string; setCookies: string[] };

/** Robot check, send, read the code (development outbox unless told otherwise), verify. */
export async function signInCustomer(
  http: Http,
  phone: string,
  ip: string,
  readCode: (phone: string) => Promise<string> = (p) => outboxCode(http, p, ip),
  fullName = 'Reliability Customer',
): Promise<SignedInCustomer> {
  expectOk(await sendCode(http, phone, ip), `sending a code to ${phone}`);
  const code = await readCode(phone);
  const res = expectOk(
    await http.request('POST', '/api/customer/otp/verify', { json: { phone, code, fullName }, ip }),
    `verifying ${phone}`,
  );
  return { phone, cookie: cookieOf(res.setCookies), setCookies: res.setCookies };
}

/** Distinct Indian mobile numbers, +91 9<series><7 digits>, one per call. */
export function phonePool(series: number): () => string {
  let n = 0;
  return () => `+919${String(series).padStart(2, '0')}${String(++n).padStart(7, '0')}`;
}

/** The account id behind a session (any role). */
export async function accountId(http: Http, cookie: string, ip: string): Promise<string> {
  const res = expectOk(await http.request('GET', '/api/staff/session', { cookie, ip }), 'session');
  return json<{ user: { id: string } }>(res).user.id;
}
