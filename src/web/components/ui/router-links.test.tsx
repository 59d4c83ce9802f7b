import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isActivePath, Link, NavLink } from './router-links.tsx';

const at = (path: string, node: React.ReactNode) =>
  renderToString(<MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>);

const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'on' : 'off');

describe('Link', () => {
  it('is a plain link to the route, keeping its own attributes', () => {
    const html = at(
      '/',
      <Link to="/orders/7/bill" className="pill" aria-label="Bill">
        View bill
      </Link>,
    );
    expect(html).toBe('<a class="pill" aria-label="Bill" href="/orders/7/bill">View bill</a>');
  });
});

describe('NavLink', () => {
  it('marks the page shown, and the pages below it unless `end`', () => {
    const orders = <NavLink to="/admin/orders" className={navClass} />;
    const dashboard = <NavLink to="/admin" end className={navClass} />;
    expect(at('/admin/orders', orders)).toBe('<a class="on" aria-current="page" href="/admin/orders"></a>');
    expect(at('/admin/orders/42', orders)).toContain('aria-current="page"');
    expect(at('/admin/orders', dashboard)).toBe('<a class="off" href="/admin"></a>');
    expect(at('/admin', dashboard)).toContain('class="on"');
  });
});

describe('isActivePath', () => {
  it('follows react-router: whole segments only, any letter case, a trailing slash allowed', () => {
    expect(isActivePath('/admin/ordersx', '/admin/orders', false)).toBe(false);
    expect(isActivePath('/Admin/Orders', '/admin/orders', true)).toBe(true);
    expect(isActivePath('/admin/orders/', '/admin/orders', false)).toBe(true);
    expect(isActivePath('/anything', '/', false)).toBe(true);
    expect(isActivePath('/anything', '/', true)).toBe(false);
  });
});
