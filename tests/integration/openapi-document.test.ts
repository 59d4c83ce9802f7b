// The API document states what every operation needs (issue 36): the session cookie, the metrics
// bearer token, or nothing; the public ones are exactly the access matrix's public routes, and
// what the document says agrees with what the server does to a caller without a session. The
// document and its reference page are served only where API_DOCS allows: off by default in
// production, on elsewhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTION_ENV } from '../helpers/production-env.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

type Operation = { security?: Record<string, string[]>[] };
type OpenApi = {
  info: { license?: { name: string; identifier?: string } };
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    securitySchemes: Record<string, { type: string; in?: string; name?: string; scheme?: string }>;
  };
};

/** Written out apart from http/route-access.ts, as the access matrix has them: a change to either shows here. */
const PUBLIC = [
  'GET /healthz',
  'GET /readyz',
  'GET /api/menu',
  'GET /api/categories',
  'GET /api/menu-items',
  'GET /api/settings',
  'GET /api/estimate',
  'GET /api/later-slots',
  'GET /api/pages/{slug}',
  'GET /api/events',
  'GET /api/location/reverse',
  'GET /api/location/map',
  'GET /api/location/search',
  'GET /api/location/place',
  'GET /uploads/{folder}/{file}',
  'GET /api/push/key',
  'POST /api/staff/sign-in',
  'GET /api/staff/robot-check',
  'POST /api/staff/sign-out',
  'GET /api/customer/robot-check',
  'POST /api/customer/otp/send',
  'POST /api/customer/otp/verify',
  'GET /api/customer/me',
  'POST /api/customer/sign-out',
  // The shop-device cookie, not a session (docs/product.md#shared-tablets).
  'GET /api/staff/this-device',
  'GET /api/staff/switch/people',
  'POST /api/staff/switch',
  'GET /api/discounts/first-order-offer',
  'GET /api/dev/sms-outbox',
  'POST /api/dev/sms-outbox/backdate',
  'POST /api/payments/webhook',
  'GET /api/whatsapp/webhook',
  'POST /api/whatsapp/webhook',
];
/** Never registered in production. */
const DEVELOPMENT_ONLY = ['GET /api/dev/sms-outbox', 'POST /api/dev/sms-outbox/backdate'];

const operations = (doc: OpenApi) =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      operation,
    })),
  );

describe('the API document in development', () => {
  let t: TestApp;
  let doc: OpenApi;

  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { METRICS_TOKEN: 'openapi-test-metrics-token' } });
    const res = await t.app.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(() => t.close());

  it('gives every operation a security requirement, and an empty one exactly to the public routes', () => {
    const all = operations(doc);
    expect(all.length).toBeGreaterThan(90);
    expect(all.filter((o) => !Array.isArray(o.operation.security)).map((o) => o.name)).toEqual([]);
    const open = all.filter((o) => o.operation.security?.length === 0).map((o) => o.name);
    expect(open.sort()).toEqual([...PUBLIC].sort());
    const others = all.filter((o) => !PUBLIC.includes(o.name));
    for (const { name, operation } of others)
      expect(operation.security, name).toEqual(
        name === 'GET /metrics' ? [{ metricsToken: [] }] : [{ session: [] }],
      );
  });

  it('names the session cookie as the server sets it, and the metrics token as a bearer token', async () => {
    const { authCookies } = await t.app.services.auth.$context;
    expect(doc.components.securitySchemes.session).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: authCookies.sessionToken.name,
    });
    expect(doc.components.securitySchemes.metricsToken).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('names every operation once, from its method and path', () => {
    const ids = operations(doc).map((o) => (o.operation as { operationId?: string }).operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/admin/orders/{id}']?.get).toMatchObject({ operationId: 'getAdminOrdersById' });
  });

  it('states its licence and the shop’s own address as its server', () => {
    expect(doc.info.license).toEqual({ name: 'MIT', identifier: 'MIT' });
    // The test app's PUBLIC_URL default (env.ts): the address this server is reached at.
    expect(doc.servers).toEqual([expect.objectContaining({ url: 'http://localhost:3000' })]);
  });

  // Reading (GET) operations need no body, so nothing but the session decides a stranger's answer.
  it('agrees with the server: a stranger is refused (401) every reading operation that needs a credential, and no other', async () => {
    const disagreements: string[] = [];
    for (const { name, method, path, operation } of operations(doc)) {
      // A public stream would stay open: its openness is the streams' own tests' business.
      if (method !== 'GET' || path.endsWith('/events')) continue;
      const url = path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
      const res = await t.app.inject({ method: 'GET', url, remoteAddress: '10.99.0.1' });
      const refused = res.statusCode === 401;
      if (refused !== (operation.security?.length !== 0)) disagreements.push(`${name}: ${res.statusCode}`);
    }
    expect(disagreements).toEqual([]);
  });
});

describe('serving the document and its reference page', () => {
  const served = async (env: Record<string, string>) => {
    const t = await createTestApp({ seed: false, env });
    try {
      const [doc, page] = await Promise.all([t.app.inject('/api/openapi.json'), t.app.inject('/api/docs/')]);
      return { doc: doc.statusCode, page: page.statusCode, built: operations(t.app.swagger() as OpenApi) };
    } finally {
      await t.close();
    }
  };

  it('is off by default in production, the document still built for the lint', async () => {
    const { doc, page, built } = await served({ ...PRODUCTION_ENV });
    expect({ doc, page }).toEqual({ doc: 404, page: 404 });
    const open = built.filter((o) => o.operation.security?.length === 0).map((o) => o.name);
    expect(open.sort()).toEqual(PUBLIC.filter((name) => !DEVELOPMENT_ONLY.includes(name)).sort());
  });

  it('is on in production with API_DOCS=on', async () => {
    expect(await served({ ...PRODUCTION_ENV, API_DOCS: 'on' })).toMatchObject({ doc: 200, page: 200 });
  });

  it('is on by default outside production, and off with API_DOCS=off', async () => {
    expect(await served({})).toMatchObject({ doc: 200, page: 200 });
    expect(await served({ API_DOCS: 'off' })).toMatchObject({ doc: 404, page: 404 });
  });
});
