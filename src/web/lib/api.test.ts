import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api.ts';
import { apiRequest } from './api-client.ts';
import { serverReachability } from './server-reachability.ts';

describe('api', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    // The page's one reachability outlives a test: a failed one must not leave it probing.
    serverReachability.answered();
  });

  function answering(status: number, body?: unknown) {
    const fetch = vi.fn(
      async (_path: string, _init: RequestInit) =>
        new Response(body === undefined ? null : JSON.stringify(body), { status }),
    );
    vi.stubGlobal('fetch', fetch);
    return fetch;
  }

  it("sends the table's method and the JSON body, and answers the parsed body", async () => {
    const fetch = answering(200, { ok: true });
    const body = { currentPassword: 'Old@pass1', newPassword: 'New@pass1' };
    expect(await api('POST /api/staff/password', { body })).toEqual({ ok: true });
    const [path, init] = fetch.mock.calls[0] ?? [];
    expect(path).toBe('/api/staff/password');
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify(body) });
    expect(init?.headers).toMatchObject({ 'content-type': 'application/json' });
  });

  it("fills the path's :name parts, encoded, and writes the query without its undefined values", async () => {
    const fetch = answering(200, { ok: true });
    await api('POST /api/orders/:id/cancel', { params: { id: 'a/b c' } });
    await api('GET /api/admin/users', { query: { page: 2, search: undefined, role: 'staff' } });
    await api('GET /api/admin/analytics', { query: {} });
    await api('GET /api/location/reverse', { query: { lat: (18.5).toFixed(6), lng: 73.9 } });
    expect(fetch.mock.calls.map(([path]) => path)).toEqual([
      '/api/orders/a%2Fb%20c/cancel',
      '/api/admin/users?page=2&role=staff',
      '/api/admin/analytics',
      '/api/location/reverse?lat=18.500000&lng=73.9',
    ]);
  });

  it('refuses a path part that would reach another route, before anything is sent', async () => {
    const fetch = answering(200, { ok: true });
    for (const id of ['', '.', '..']) {
      await expect(api('GET /api/orders/:id', { params: { id } })).rejects.toThrow(
        '/api/orders/:id: no usable :id',
      );
    }
    // A caller outside the type checker's sight (a cast, plain JavaScript) leaving the part out.
    const untyped = api as (endpoint: string, options?: object) => Promise<unknown>;
    await expect(untyped('POST /api/orders/:id/cancel')).rejects.toThrow(TypeError);
    await expect(untyped('GET /api/orders/:id', { params: {} })).rejects.toThrow(TypeError);
    expect(fetch).not.toHaveBeenCalled();
    // Dots inside a part are only text.
    await api('GET /api/orders/:id', { params: { id: '...' } });
    await api('GET /api/orders/:id', { params: { id: 'a.b' } });
    expect(fetch.mock.calls.map(([path]) => path)).toEqual(['/api/orders/...', '/api/orders/a.b']);
  });

  it('leaves null query values out, as undefined ones', async () => {
    const fetch = answering(200, { ok: true });
    const untyped = api as (endpoint: string, options?: object) => Promise<unknown>;
    await untyped('GET /api/admin/users', { query: { page: 1, search: null, role: undefined } });
    await untyped('GET /api/admin/orders', { query: { status: null } });
    expect(fetch.mock.calls.map(([path]) => path)).toEqual(['/api/admin/users?page=1', '/api/admin/orders']);
  });

  it('sends no body where the table has none', async () => {
    const fetch = answering(204);
    expect(await api('DELETE /api/admin/categories/:id', { params: { id: 'c1' } })).toBeUndefined();
    const [path, init] = fetch.mock.calls[0] ?? [];
    expect(path).toBe('/api/admin/categories/c1');
    expect(init).toMatchObject({ method: 'DELETE', body: undefined });
    expect(init?.headers).not.toHaveProperty('content-type');
  });

  it('tells the reachability a refused request, not a slow or cancelled one, and any answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(api('GET /api/customer/me')).rejects.toThrow();
    expect(serverReachability.reachable()).toBe(false);

    answering(500, { error: { code: 'SERVER_ERROR', message: 'Something went wrong' } });
    await expect(api('GET /api/customer/me')).rejects.toThrow('Something went wrong');
    expect(serverReachability.reachable()).toBe(true);

    // A deadline passed, or the caller gave up: nothing is known of the network.
    const hanging = (_path: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    vi.stubGlobal('fetch', vi.fn(hanging));
    await expect(apiRequest('/api/customer/me', { timeoutMs: 10 })).rejects.toThrow();
    const caller = new AbortController();
    const cancelled = apiRequest('/api/customer/me', { signal: caller.signal });
    caller.abort();
    await expect(cancelled).rejects.toThrow();
    expect(serverReachability.reachable()).toBe(true);
  });

  it("tells the caller who asks that an answer is the service worker's kept copy, and why", async () => {
    const told = vi.fn();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('{"items":[]}', { status: 200, headers: { 'x-chai-kept-copy': 'network-slow' } }),
      ),
    );
    expect(await api('GET /api/menu', { onKeptCopy: told })).toEqual({ items: [] });
    expect(told).toHaveBeenCalledWith('network-slow');
    told.mockClear();
    answering(200, { items: [] });
    await api('GET /api/menu', { onKeptCopy: told });
    expect(told).not.toHaveBeenCalled();
  });

  it("reads the service worker's kept copy as no answer when the network failed, and as nothing when it was slow", async () => {
    const kept = (why: string) =>
      vi.stubGlobal(
        'fetch',
        vi.fn(
          async () => new Response('{"items":[]}', { status: 200, headers: { 'x-chai-kept-copy': why } }),
        ),
      );
    kept('network-slow');
    await api('GET /api/menu');
    expect(serverReachability.reachable()).toBe(true);
    kept('network-failed');
    expect(await api('GET /api/menu')).toEqual({ items: [] });
    expect(serverReachability.reachable()).toBe(false);
    kept('network-slow');
    await api('GET /api/menu');
    expect(serverReachability.reachable()).toBe(false);
    answering(200, { items: [] });
    await api('GET /api/menu');
    expect(serverReachability.reachable()).toBe(true);
  });
});
