// A session cookie is a credential: it may reach only the browser whose request earned it. The
// menu's fast path once learned the headers of the first full menu answer after a start and
// replayed them on every later one, Set-Cookie included: a refresh-due session on that first
// request signed every later visitor in as its owner, and a signed-out cookie signed everybody
// out. Public routes must not even look at the session, and no answer carrying Set-Cookie may be
// marked public or given a shared-cache lifetime, on any route.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '#server/db/schema.ts';
import { signInCustomer } from '../helpers/customer-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { minimalWebRoot } from '../helpers/web-fixtures.ts';
import { type Http, listen } from '../reliability/support/http.ts';

let t: TestApp;
let http: Http;
let webRoot: string;

const HOUR = 3_600_000;
const tokenOf = (cookie: string) =>
  decodeURIComponent(/chai\.session_token=([^;]+)/.exec(cookie)?.[1] ?? '').split('.')[0]!;

/** A live session with under an hour left: better-auth answers it with a refreshed cookie. */
async function refreshDueCookie(phone: string): Promise<string> {
  const { cookie } = await signInCustomer(t, phone, 'Replay Target', '10.77.0.1');
  await makeRefreshDue(cookie);
  return cookie;
}

async function makeRefreshDue(cookie: string) {
  await t.database.db
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() + HOUR / 2) })
    .where(eq(sessions.token, tokenOf(cookie)));
}

/** A genuinely signed cookie whose session is gone: better-auth answers it with deletion cookies. */
async function signedOutCookie(phone: string): Promise<string> {
  const { cookie } = await signInCustomer(t, phone, 'Signed Out', '10.77.0.2');
  await t.database.db.delete(sessions).where(eq(sessions.token, tokenOf(cookie)));
  return cookie;
}

/** Cache-Control that lets a browser or a shared cache keep the answer. */
function storable(cacheControl: string | null): boolean {
  if (!cacheControl) return false;
  const directives = cacheControl.split(',').map((d) => d.trim().toLowerCase());
  if (directives.includes('no-store') || directives.includes('private')) return false;
  return directives.some((d) => d === 'public' || d.startsWith('s-maxage') || /^max-age=[1-9]/.test(d));
}

beforeAll(async () => {
  webRoot = minimalWebRoot();
  t = await createTestApp({ webRoot });
  http = await listen(t);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

/** A server just started on the same database: its menu fast path has learned nothing yet. */
async function afterAStart(run: (fresh: Http) => Promise<void>) {
  const fresh = await createTestApp({ reuseDatabase: t.database });
  try {
    await run(await listen(fresh));
  } finally {
    await fresh.app.close();
  }
}

describe('the menu fast path after a start', () => {
  it('never hands the first caller refresh-due session cookie to the next visitor', async () => {
    const cookie = await refreshDueCookie('9890066001');
    await afterAStart(async (fresh) => {
      // The first full answer after a start: the one the fast path learns from.
      const first = await fresh.request('GET', '/api/menu', { cookie });
      expect(first.status).toBe(200);
      expect(first.setCookies).toEqual([]);
      for (let i = 0; i < 3; i++) {
        const stranger = await fresh.request('GET', '/api/menu');
        expect(stranger.status).toBe(200);
        expect(stranger.setCookies).toEqual([]);
      }
    });
  });

  it('never hands a signed-out cookie deletion to the next visitor', async () => {
    const cookie = await signedOutCookie('9890066002');
    await afterAStart(async (fresh) => {
      const first = await fresh.request('GET', '/api/menu', { cookie });
      expect(first.status).toBe(200);
      expect(first.setCookies).toEqual([]);
      const stranger = await fresh.request('GET', '/api/menu');
      expect(stranger.setCookies).toEqual([]);
    });
  });

  it('replays only static headers: no cookie, no rate-limit counters, no per-request values', async () => {
    const cookie = await refreshDueCookie('9890066003');
    await afterAStart(async (fresh) => {
      await fresh.request('GET', '/api/menu', { cookie });
      const replayed = await fresh.request('GET', '/api/menu');
      const names = [...replayed.headers.keys()];
      expect(names).not.toContain('set-cookie');
      expect(names.filter((n) => n.startsWith('x-ratelimit'))).toEqual([]);
    });
  });
});

describe('public routes do not resolve the session', () => {
  const publicPaths = ['/api/menu?v=1', '/api/categories', '/api/menu-items', '/api/settings'];
  for (const [index, path] of publicPaths.entries()) {
    it(`${path} answers a refresh-due cookie without touching it`, async () => {
      const cookie = await refreshDueCookie(`98900661${index}0`);
      const before = await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.token, tokenOf(cookie)));
      const res = await http.request('GET', path, { cookie });
      expect(res.status).toBe(200);
      expect(res.setCookies).toEqual([]);
      const after = await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.token, tokenOf(cookie)));
      expect(after[0]!.expiresAt.getTime()).toBe(before[0]!.expiresAt.getTime());
    });
  }
});

describe('an answer with Set-Cookie is never storable by a shared cache', () => {
  let getRoutes: string[];
  beforeAll(async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    getRoutes = Object.entries(doc.paths)
      .filter(([, operations]) => operations.get)
      .map(([path]) => path.replace(/\{[^}]+\}/g, randomUUID()));
    getRoutes.push('/', '/login', '/?utm_source=x');
  });

  for (const kind of ['refresh-due', 'signed-out'] as const) {
    it(`on every documented GET route, with a ${kind} cookie`, async () => {
      const cookie =
        kind === 'refresh-due' ? await refreshDueCookie('9890066201') : await signedOutCookie('9890066202');
      const wrong: string[] = [];
      let withCookies = 0;
      for (const path of getRoutes) {
        // Each route meets the cookie in the state named: a refresh moves the expiry on.
        if (kind === 'refresh-due') await makeRefreshDue(cookie);
        const res = await http.request('GET', path, { cookie });
        if (res.status === 429) wrong.push(`${path} was refused by a limit, so it was not checked`);
        const setCookie = res.headers.getSetCookie();
        if (setCookie.length) withCookies++;
        if (setCookie.length && storable(res.headers.get('cache-control')))
          wrong.push(`${path} ${res.status}: ${res.headers.get('cache-control')}`);
      }
      expect(wrong).toEqual([]);
      // The pages were pages (the web app is there), not JSON 404s.
      expect((await http.request('GET', '/?utm_source=x', { cookie })).text).toContain('<div id="root">');
      // The check means something only if some routes did answer with a cookie.
      expect(withCookies).toBeGreaterThan(0);
    });
  }
});
