// Staff signed in over real HTTP with the demo accounts the seed creates in development: for the
// browser tests whose subject is not the Admin Portal form (the form costs a page load more, about
// 1 s a sign-in on the test host), and for the load and fault runs. The form itself stays tested
// with signInStaffPage (pages.ts) in staff-area, staff-lockout and the tests about landing on the
// dashboard or sessions ending. No robot check is sent: the server asks for one only past the
// per-account ceiling of failed sign-ins (staff-lockout.e2e.ts), which these sign-ins never reach.
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '#server/seed/seed.ts';
import { createClient, type HttpClient } from './customers-over-http.mjs';

export type StaffSignInOptions = {
  /** X-Forwarded-For of the sign-in, for a server run with TRUST_PROXY=true (limits are per address). */
  ip?: string;
  password?: string;
};

/** The session's Set-Cookie headers from POST /api/staff/sign-in; throws unless it succeeded. */
async function staffSetCookies(
  server: HttpClient | string,
  email: string,
  { ip, password = DEMO_PASSWORD }: StaffSignInOptions,
): Promise<string[]> {
  const client = typeof server === 'string' ? createClient(server, { connections: 1 }) : server;
  try {
    const res = await client.request('POST', '/api/staff/sign-in', {
      headers: ip ? { 'x-forwarded-for': ip } : {},
      body: { email, password },
    });
    if (res.status !== 200)
      throw new Error(`staff sign-in ${email}: HTTP ${res.status} ${JSON.stringify(res.body)}`);
    const setCookies = res.headers['set-cookie'] ?? [];
    if (setCookies.length === 0) throw new Error(`staff sign-in ${email}: no session cookie`);
    return setCookies;
  } finally {
    if (client !== server) client.close();
  }
}

/**
 * Signs `email` in (the demo password unless told) through `server`, a client or the server's URL;
 * resolves with the Cookie header the session sends.
 */
export async function signInStaffOverHttp(
  server: HttpClient | string,
  email: string,
  options: StaffSignInOptions = {},
): Promise<string> {
  const setCookies = await staffSetCookies(server, email, options);
  return setCookies.map((c) => c.split(';')[0]).join('; ');
}

type BrowserCookie = Parameters<BrowserContext['addCookies']>[0][number];

/** One Set-Cookie header as the browser would have stored it from `baseUrl`'s answer. */
function browserCookie(setCookie: string, baseUrl: string): BrowserCookie {
  const [pair = '', ...attributes] = setCookie.split(';').map((part) => part.trim());
  const eq = pair.indexOf('=');
  const cookie: BrowserCookie = {
    name: pair.slice(0, eq),
    value: pair.slice(eq + 1),
    domain: new URL(baseUrl).hostname,
    path: '/',
  };
  for (const attribute of attributes) {
    const [key = '', value = ''] = attribute.split('=');
    switch (key.toLowerCase()) {
      case 'path':
        cookie.path = value;
        break;
      case 'httponly':
        cookie.httpOnly = true;
        break;
      case 'secure':
        cookie.secure = true;
        break;
      case 'max-age':
        cookie.expires = Math.floor(Date.now() / 1000) + Number(value);
        break;
      case 'samesite':
        cookie.sameSite = (value[0]!.toUpperCase() +
          value.slice(1).toLowerCase()) as BrowserCookie['sameSite'];
        break;
    }
  }
  return cookie;
}

/**
 * Signs `email` in over HTTP and puts the session cookie into the browser context of `target`, as
 * the form would have; the test then opens the admin page it needs (gotoApp).
 */
export async function signInStaffContext(
  target: Page | BrowserContext,
  baseUrl: string,
  email: string,
  options: StaffSignInOptions = {},
): Promise<void> {
  const context = 'addCookies' in target ? target : target.context();
  const setCookies = await staffSetCookies(baseUrl, email, options);
  await context.addCookies(setCookies.map((c) => browserCookie(c, baseUrl)));
}

/**
 * A staff member's JSON calls to the server at `serverUrl`, signed in as `email`: for setting up
 * over HTTP what the browser then works on. Throws with the answer's text on anything but 2xx.
 */
export async function staffApiOverHttp(serverUrl: string, email: string) {
  const cookie = await signInStaffOverHttp(serverUrl, email);
  return async <T>(method: string, url: string, body?: object): Promise<T> => {
    const res = await fetch(`${serverUrl}${url}`, {
      method,
      headers: { cookie, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
}
