// The security headers on what the built server sends, in production mode (https PUBLIC_URL, a
// real secret, MSG91 pointed at a local stand-in) and in development mode: every HTML page and a
// sample of API answers (GET and POST; 2xx, 304, 4xx, 404, 413, 429; the menu fast path, static
// files, a live stream), and the session cookies of both sign-ins (staff and customer): HttpOnly
// and SameSite always, Secure in production.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer } from '../e2e/support/server-process.ts';
import { type FakeProvider, startFakeProvider } from '../helpers/fake-provider.ts';
import { type Answer, cookieOf, createHttp, expectOk, type Http, ipPool } from './support/http.ts';
import { signInCustomer } from './support/identities.ts';

type Mode = 'production' | 'development';
const ADMIN = { email: 'owner@shop.example.com', password: 'Owner@12345' };

/** What is wrong with one answer's headers, or nothing. */
function headerProblems(res: Answer, mode: Mode): string[] {
  const h = (name: string) => res.headers.get(name) ?? '';
  const problems: string[] = [];
  const csp = h('content-security-policy');
  const directive = (name: string) =>
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d === name || d.startsWith(`${name} `));
  if (!csp) problems.push('no Content-Security-Policy');
  else {
    if (directive('default-src') !== "default-src 'self'")
      problems.push(`default-src: ${directive('default-src')}`);
    const scripts = directive('script-src') ?? '';
    if (!scripts.includes("'self'") || /unsafe-inline|unsafe-eval|\*/.test(scripts))
      problems.push(`script-src: ${scripts}`);
    if (directive('object-src') !== "object-src 'none'")
      problems.push(`object-src: ${directive('object-src')}`);
    if (directive('frame-ancestors') !== "frame-ancestors 'none'")
      problems.push(`frame-ancestors: ${directive('frame-ancestors')}`);
    if (directive('base-uri') !== "base-uri 'self'") problems.push(`base-uri: ${directive('base-uri')}`);
    if (mode === 'production' && !directive('upgrade-insecure-requests'))
      problems.push('no upgrade-insecure-requests');
  }
  if (h('x-content-type-options') !== 'nosniff')
    problems.push(`X-Content-Type-Options: ${h('x-content-type-options')}`);
  if (h('x-frame-options').toUpperCase() !== 'DENY')
    problems.push(`X-Frame-Options: ${h('x-frame-options')}`);
  if (h('referrer-policy') !== 'strict-origin') problems.push(`Referrer-Policy: ${h('referrer-policy')}`);
  if (!/geolocation=\(self\)/.test(h('permissions-policy')))
    problems.push(`Permissions-Policy: ${h('permissions-policy')}`);
  const hsts = h('strict-transport-security');
  if (mode === 'production') {
    const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0);
    if (maxAge < 15_552_000 || !/includeSubDomains/i.test(hsts))
      problems.push(`Strict-Transport-Security: ${hsts}`);
  } else if (hsts) problems.push(`Strict-Transport-Security over plain http in development: ${hsts}`);
  if (h('x-powered-by')) problems.push(`X-Powered-By: ${h('x-powered-by')}`);
  return problems;
}

/** What is wrong with the attributes of the cookies a sign-in set. */
function cookieProblems(setCookies: string[], mode: Mode): string[] {
  if (setCookies.length === 0) return ['no cookie set'];
  const problems: string[] = [];
  for (const cookie of setCookies) {
    const name = cookie.split('=')[0];
    const attrs = cookie
      .split(';')
      .slice(1)
      .map((a) => a.trim().toLowerCase());
    if (!attrs.includes('httponly')) problems.push(`${name}: not HttpOnly`);
    if (!attrs.some((a) => a === 'samesite=lax' || a === 'samesite=strict'))
      problems.push(`${name}: no SameSite=Lax/Strict`);
    if (mode === 'production' && !attrs.includes('secure'))
      problems.push(`${name}: not Secure in production`);
  }
  return problems;
}

function firstAsset(): string {
  const index = fs.readFileSync(new URL('../../dist/web/index.html', import.meta.url), 'utf8');
  const src = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(index)?.[1];
  if (!src) throw new Error('no script asset in dist/web/index.html');
  return src;
}

for (const mode of ['production', 'development'] as const) {
  describe(`security headers and cookies, ${mode} mode`, () => {
    let server: ServerProcess;
    let http: Http;
    let gateway: FakeProvider | undefined;
    const codes = new Map<string, string>();
    const nextIp = ipPool(mode === 'production' ? 61 : 62);

    beforeAll(async () => {
      const env: Record<string, string> = { TRUST_PROXY: 'true' };
      if (mode === 'production') {
        gateway = await startFakeProvider({ status: 200, body: { type: 'success', message: 'queued' } });
        // The code is read where an SMS gateway would see it.
        gateway.onRequest((_headers, body) => {
          const recipient = (JSON.parse(body) as { recipients: { mobiles: string; otp: string }[] })
            .recipients[0]!;
          codes.set(`+${recipient.mobiles}`, recipient.otp);
        });
        Object.assign(env, {
          NODE_ENV: 'production',
          PUBLIC_URL: 'https://shop.example.com',
          AUTH_SECRET: 'reliability-suite-secret-0123456789abcdef',
          SMS_PROVIDER: 'msg91',
          MSG91_AUTH_KEY: 'test-key',
          MSG91_TEMPLATE_ID: 'test-template',
          MSG91_URL: gateway.url,
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
        });
      }
      server = await startServer({ env });
      http = createHttp(server.url);
    }, 120_000);

    afterAll(async () => {
      await server?.stop();
      await gateway?.close();
      if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
    });

    it('sends them on every HTML page and on a sample of API, static and error answers', async () => {
      const menu = expectOk(await http.request('GET', '/api/menu', { ip: nextIp() }), 'menu');
      const etag = menu.headers.get('etag') ?? '';
      const samples: [string, string, Parameters<Http['request']>[2]?][] = [
        ['GET', '/'],
        ['GET', '/admin'],
        ['GET', '/admin/menu-items'],
        ['GET', '/login'],
        ['GET', '/no/such/page'],
        ['HEAD', '/'],
        ['GET', '/api/docs'],
        ['GET', '/api/menu'],
        ['GET', '/api/menu', { headers: { 'accept-encoding': 'gzip' } }],
        ['GET', '/api/menu', { headers: { 'if-none-match': etag } }],
        ['GET', '/api/settings'],
        ['GET', '/api/menu-items?search=chai'],
        ['GET', '/api/customer/me'],
        ['GET', '/api/openapi.json'],
        ['GET', '/api/events'],
        ['GET', '/healthz'],
        ['GET', '/readyz'],
        ['GET', '/robots.txt'],
        ['GET', firstAsset()],
        ['GET', '/assets/no-such-file.js'],
        ['GET', '/uploads/menu-items/no-such-image.jpg'],
        ['GET', '/api/no-such-route'],
        ['GET', '/api/orders/%zz'],
        ['GET', '/api/admin/stats'],
        ['GET', '/api/menu-items?category=NOT_A_SLUG'],
        ['POST', '/api/staff/sign-in', { json: { email: 'nobody@example.com', password: 'Wrong@1234' } }],
        ['POST', '/api/staff/sign-in', { json: { email: '' } }],
        ['POST', '/api/staff/sign-in', { raw: '{"email":' }],
        ['POST', '/api/staff/sign-in', { raw: JSON.stringify({ pad: 'x'.repeat(1_100_000) }) }],
        ['POST', '/api/orders', { json: {} }],
        ['POST', '/api/customer/sign-out'],
      ];
      const lines: string[] = [];
      const problems: string[] = [];
      const statuses = new Set<number>();
      for (const [method, path, options] of samples) {
        const res = await http.request(method, path, { ip: nextIp(), ...options });
        statuses.add(res.status);
        const found = headerProblems(res, mode);
        lines.push(
          `  ${`${method} ${path}`.slice(0, 48).padEnd(48)} ${res.status} ${found.length ? found.join('; ') : 'ok'}`,
        );
        for (const p of found) problems.push(`${method} ${path} (${res.status}): ${p}`);
      }
      // A rate-limited answer: the general API limit, from one address.
      const ip = nextIp();
      let limited: Answer | undefined;
      for (let i = 0; i < 150 && !limited; i++) {
        const res = await http.request('GET', '/api/orders', { ip });
        if (res.status === 429) limited = res;
      }
      expect(limited, 'the API limit answered 429').toBeDefined();
      statuses.add(429);
      for (const p of headerProblems(limited!, mode)) problems.push(`429 (rate limited): ${p}`);
      lines.push(
        `  ${'GET /api/orders (over the API limit)'.padEnd(48)} 429 ${headerProblems(limited!, mode).join('; ') || 'ok'}`,
      );

      console.log(`security headers, ${mode} mode (${samples.length + 1} answers)\n${lines.join('\n')}`);
      expect([200, 304, 400, 401, 404, 413, 429].filter((s) => !statuses.has(s))).toEqual([]);
      expect(problems).toEqual([]);
    });

    it('sets the staff and customer session cookies HttpOnly and SameSite, Secure in production', async () => {
      const staff =
        mode === 'production'
          ? await http.request('POST', '/api/staff/sign-in', { json: ADMIN, ip: nextIp() })
          : await http.request('POST', '/api/staff/sign-in', {
              json: { email: 'admin@example.com', password: 'Demo@1234' },
              ip: nextIp(),
            });
      expect(staff.status, staff.text).toBe(200);
      const phone = '+919812345678';
      const readCode = mode === 'production' ? async (p: string) => codes.get(p) ?? '' : undefined;
      const customer = await signInCustomer(http, phone, nextIp(), readCode);
      // Signing out sends cookies too (expired ones): the same attributes.
      const signOut = await http.request('POST', '/api/staff/sign-out', {
        cookie: cookieOf(staff.setCookies),
        ip: nextIp(),
      });
      const report = [
        ['staff sign-in', staff.setCookies],
        ['customer sign-in', customer.setCookies],
        ['staff sign-out', signOut.setCookies],
      ] as const;
      const problems: string[] = [];
      for (const [label, cookies] of report) {
        console.log(
          `${mode} ${label} cookies:\n${cookies.map((c) => `  ${c.replace(/=[^;]{8,}/, '=...')}`).join('\n')}`,
        );
        for (const p of cookieProblems([...cookies], mode)) problems.push(`${label}: ${p}`);
      }
      expect(problems).toEqual([]);
      // The customer's cookie is a working session.
      const me = expectOk(
        await http.request('GET', '/api/customer/me', { cookie: customer.cookie, ip: nextIp() }),
        'me',
      );
      expect((me.body as { profile: { phoneNumber: string } | null }).profile?.phoneNumber).toBe(phone);
    });
  });
}
