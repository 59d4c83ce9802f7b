import { describe, expect, it } from 'vitest';
import { isAppPath, pagePlace } from './app-paths.ts';

describe('isAppPath', () => {
  it('knows the storefront, the sign-in page, everything under /admin and the rider page', () => {
    for (const path of [
      '/',
      '/login',
      '/login/',
      '/LOGIN',
      '/admin',
      '/admin/',
      '/admin/orders',
      '/admin/x/y',
      '/rider',
      '/rider/',
      '/Rider',
      '/about',
      '/terms',
      '/Privacy/',
      '/refunds',
      '/contact',
      '/orders/3f2a9c1e-0000-4000-8000-000000000000/bill',
      '/orders/abc/bill/',
    ])
      expect(isAppPath(path), path).toBe(true);
  });

  it('does not know any other address', () => {
    for (const path of [
      '/menu',
      '/no-such-page',
      '/administrator',
      '/riders',
      '/login/extra',
      '/loginx',
      '/a/',
      '/about/us',
      '/contacts',
      '/orders',
      '/orders/abc',
      '/orders//bill',
      '/orders/a/b/bill',
      '/orders/abc/bill/x',
    ])
      expect(isAppPath(path), path).toBe(false);
  });

  it('stays fast on a long run of slashes', () => {
    const started = performance.now();
    expect(isAppPath(`/${'/'.repeat(100_000)}x`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(100);
  });
});

describe('pagePlace', () => {
  it('keeps the path as the router matches it and only the menu filters, in one order', () => {
    const bareStorefront = { url: '/', pathname: '/', bare: true, renderable: true };
    expect(pagePlace('/')).toEqual(bareStorefront);
    expect(pagePlace('/?utm_source=whatsapp&fbclid=IwAR0abc')).toEqual(bareStorefront);
    expect(pagePlace('/About///?x=1').url).toBe('/about');
    expect(pagePlace('/?q=chai&utm_medium=x&category=snacks').url).toBe('/?category=snacks&q=chai');
    expect(pagePlace('/?category=snacks&q=chai').url).toBe('/?category=snacks&q=chai');
    expect(pagePlace('/?q=masala+chai').url).toBe('/?q=masala+chai');
    expect(pagePlace('/?q=&category=').bare).toBe(true);
    expect(pagePlace('/?category=a&category=b').url).toBe('/?category=a');
  });

  it('reads filters on the storefront only, and leaves a search longer than the box to the browser', () => {
    expect(pagePlace('/about?category=x&q=y')).toMatchObject({ url: '/about', bare: true });
    expect(pagePlace(`/?q=${'a'.repeat(100)}`).renderable).toBe(true);
    expect(pagePlace(`/?q=${'a'.repeat(101)}`).renderable).toBe(false);
  });
});
