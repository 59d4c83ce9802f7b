import { describe, expect, it } from 'vitest';
import {
  dueForKeeping,
  isAppNavigation,
  isGone,
  isMenuImage,
  isPublicApi,
  KEPT_AT,
  mayKeep,
  notificationTarget,
  readPushPayload,
} from './sw-rules.ts';

const ORIGIN = 'https://chai.example';
const at = (path: string) => new URL(path, ORIGIN);

describe('the service worker keeps only public answers', () => {
  it('keeps the menu and the public settings, by their exact address only', () => {
    expect(isPublicApi(at('/api/menu'), ORIGIN)).toBe(true);
    expect(isPublicApi(at('/api/settings'), ORIGIN)).toBe(true);
    // The footer's short pages, so they open offline as on the last visit.
    for (const slug of ['about', 'terms', 'privacy', 'refunds'])
      expect(isPublicApi(at(`/api/pages/${slug}`), ORIGIN), slug).toBe(true);
    // In Hindi and Marathi too, so the shop opens offline in the customer's language.
    for (const lang of ['hi', 'mr']) {
      expect(isPublicApi(at(`/api/menu?lang=${lang}`), ORIGIN)).toBe(true);
      expect(isPublicApi(at(`/api/pages/terms?lang=${lang}`), ORIGIN)).toBe(true);
    }
    for (const path of [
      '/api/menu?lang=en',
      '/api/menu?lang=fr',
      '/api/menu?lang=hi&x=1',
      '/api/menu?lang=hi&lang=mr',
      '/api/menu?x=1',
      '/api/pages/about?x=1',
      '/api/pages/careers',
      '/api/pages/',
      '/api/pages/About',
      '/api/menu/',
      '/API/menu',
      '/%61pi/menu',
      '/api/settings/admin',
      '/api/admin/settings',
      '/api/customer/me',
      '/api/orders',
    ])
      expect(isPublicApi(at(path), ORIGIN), path).toBe(false);
    expect(isPublicApi(new URL('/api/menu', 'https://other.example'), ORIGIN)).toBe(false);
  });

  it('keeps an answer only when it is a whole 200 not marked private or no-store', () => {
    const answer = (status: number, cacheControl?: string) =>
      new Response(status === 204 ? null : '{}', {
        status,
        headers: cacheControl ? { 'cache-control': cacheControl } : {},
      });
    expect(mayKeep(answer(200, 'public, max-age=10, must-revalidate'))).toBe(true);
    expect(mayKeep(answer(200, 'no-cache'))).toBe(true);
    expect(mayKeep(answer(200))).toBe(true);
    expect(mayKeep(answer(200, 'no-store'))).toBe(false);
    expect(mayKeep(answer(200, 'private, max-age=60'))).toBe(false);
    expect(mayKeep(answer(200, 'max-age=0,No-Store'))).toBe(false);
    expect(mayKeep(answer(206))).toBe(false);
    expect(mayKeep(answer(404))).toBe(false);
    expect(mayKeep(answer(503))).toBe(false);
  });

  it('keeps menu pictures from this server only', () => {
    expect(isMenuImage(at('/menu/masala-chai.svg'), ORIGIN)).toBe(true);
    expect(isMenuImage(at('/uploads/items/abc.webp'), ORIGIN)).toBe(true);
    expect(isMenuImage(at('/api/admin/uploads/stats'), ORIGIN)).toBe(false);
    expect(isMenuImage(new URL('/uploads/items/abc.webp', 'https://bucket.example'), ORIGIN)).toBe(false);
  });
});

describe('which page loads may start the app without a network', () => {
  it('the storefront, its short pages, sign-in, bills and the staff area', () => {
    for (const path of [
      '/',
      '/?category=chai',
      '/login',
      '/about',
      '/admin',
      '/admin/orders',
      '/orders/abc/bill',
    ])
      expect(isAppNavigation(at(path), ORIGIN), path).toBe(true);
  });

  it('never the API, its documentation, files or the pay page, however spelled', () => {
    for (const path of [
      '/api',
      '/api/docs',
      '/api/docs/static/index.html',
      '/API/orders',
      '/%61pi/orders',
      '/uploads/items/abc.webp',
      '/assets/start-app-abc.js',
      '/sw.js',
      '/manifest.webmanifest',
      '/orders/abc/pay',
      '/Orders/abc/Pay/',
    ])
      expect(isAppNavigation(at(path), ORIGIN), path).toBe(false);
    expect(isAppNavigation(new URL('/', 'https://other.example'), ORIGIN)).toBe(false);
  });
});

describe('push messages', () => {
  const message = {
    title: 'Order accepted',
    body: 'Your chai is on the way',
    url: '/?orders=open',
    tag: 'o-1',
  };

  it('reads the server’s payload', () => {
    expect(readPushPayload(JSON.stringify(message), ORIGIN)).toEqual({
      ...message,
      url: `${ORIGIN}/?orders=open`,
    });
    expect(readPushPayload(JSON.stringify({ ...message, url: `${ORIGIN}/orders/1/bill` }), ORIGIN)?.url).toBe(
      `${ORIGIN}/orders/1/bill`,
    );
  });

  it('opens only pages on this site when tapped, even an address with a doubled slash', () => {
    // https://shop//evil.example/x passes an origin check but its path alone would leave the site.
    const doubled = readPushPayload(JSON.stringify({ ...message, url: `${ORIGIN}//evil.example/x` }), ORIGIN);
    expect(new URL(notificationTarget(doubled?.url, ORIGIN)).origin).toBe(ORIGIN);
    expect(notificationTarget('//evil.example/x', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(notificationTarget('https://evil.example/', ORIGIN)).toBe(`${ORIGIN}/`);
    expect(notificationTarget(undefined, ORIGIN)).toBe(`${ORIGIN}/`);
    expect(notificationTarget('/?orders=open', ORIGIN)).toBe(`${ORIGIN}/?orders=open`);
  });

  it('refuses anything else, and a page on another site', () => {
    for (const text of [
      undefined,
      '',
      'not json',
      'null',
      '"text"',
      JSON.stringify({ ...message, title: '' }),
      JSON.stringify({ ...message, body: 3 }),
      JSON.stringify({ ...message, tag: undefined }),
      JSON.stringify({ ...message, url: 'https://evil.example/' }),
      JSON.stringify({ ...message, url: '//evil.example/x' }),
    ])
      expect(readPushPayload(text, ORIGIN), String(text)).toBeUndefined();
  });
});

describe('keeping the public answers on page loads', () => {
  const now = Date.parse('2026-11-30T10:00:00Z');
  it('keeps them at most once a minute, by the time noted in Cache Storage', () => {
    expect(dueForKeeping(now - 30_000, now)).toBe(false);
    expect(dueForKeeping(now - KEPT_AT.everyMs, now)).toBe(false);
    expect(dueForKeeping(now - KEPT_AT.everyMs - 1, now)).toBe(true);
  });

  it('keeps them when nothing readable was noted, or the clock was put back', () => {
    expect(dueForKeeping(Number.NaN, now)).toBe(true);
    expect(dueForKeeping(Number(undefined), now)).toBe(true);
    expect(dueForKeeping(now + 5 * 60_000, now)).toBe(true);
  });

  it('forgets a kept copy when the server says the address is gone, never on other answers', () => {
    expect(isGone(new Response('', { status: 404 }))).toBe(true);
    expect(isGone(new Response('', { status: 410 }))).toBe(true);
    for (const status of [200, 429, 500, 503]) expect(isGone(new Response('', { status }))).toBe(false);
  });
});
