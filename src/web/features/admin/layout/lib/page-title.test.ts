import { describe, expect, it } from 'vitest';
import { ADMIN_NAV } from '#shared/roles.ts';
import { adminPageTitle } from './page-title.ts';

describe('adminPageTitle', () => {
  it('names the page by the most specific navigation entry', () => {
    expect(adminPageTitle(ADMIN_NAV, '/admin')).toBe('Dashboard');
    expect(adminPageTitle(ADMIN_NAV, '/admin/orders')).toBe('Orders');
    expect(adminPageTitle(ADMIN_NAV, '/admin/kitchen/3f1c')).toBe('Kitchen');
    expect(adminPageTitle(ADMIN_NAV, '/admin/riders')).toBe('Riders');
    expect(adminPageTitle(ADMIN_NAV, '/admin/account')).toBe('Your account');
  });

  it('does not take a path that only starts with the same letters', () => {
    expect(adminPageTitle([{ path: '/admin/order', label: 'X' }], '/admin/orders')).toBe('Admin');
  });
});
