import { describe, expect, it } from 'vitest';
import { ADMIN_NAV, adminOnly, can, hasRank, ROLE_RANK, toRole } from './roles.ts';

describe('roles', () => {
  it('ranks user < rider < staff < manager < admin', () => {
    expect(ROLE_RANK).toEqual({ user: 0, rider: 1, staff: 2, manager: 3, admin: 4 });
    expect(hasRank('rider', 'staff')).toBe(false);
    expect(can('rider', 'orders:manage')).toBe(false);
    expect(can('manager', 'riders:manage')).toBe(true);
    expect(can('staff', 'riders:manage')).toBe(false);
    expect(hasRank('manager', 'staff')).toBe(true);
    expect(hasRank('staff', 'manager')).toBe(false);
  });

  it('follows the permission table of docs/product.md#roles-and-permissions', () => {
    expect(can('admin', 'users:manage')).toBe(true);
    expect(can('manager', 'users:manage')).toBe(false);
    expect(can('manager', 'items:delete')).toBe(true);
    expect(can('manager', 'categories:manage')).toBe(true);
    expect(can('staff', 'items:create')).toBe(true);
    expect(can('staff', 'items:update')).toBe(true);
    expect(can('staff', 'stats:view')).toBe(true);
    expect(can('staff', 'items:delete')).toBe(false);
    expect(can('staff', 'categories:manage')).toBe(false);
    expect(can('user', 'stats:view')).toBe(false);
    expect(can('staff', 'orders:manage')).toBe(true);
    expect(can('user', 'orders:manage')).toBe(false);
  });

  it('treats unknown role values as a plain user', () => {
    expect(toRole('admin')).toBe('admin');
    expect(toRole('root')).toBe('user');
    expect(toRole(undefined)).toBe('user');
  });

  it('shows navigation by role as docs/product.md#roles-and-permissions lists it', () => {
    const visible = (role: Parameters<typeof hasRank>[0]) =>
      ADMIN_NAV.filter((n) => hasRank(role, n.minRole)).map((n) => n.label);
    expect(visible('staff')).toEqual([
      'Dashboard',
      'Menu Items',
      'Option Groups',
      'Orders',
      'Order pad',
      'Kitchen',
      'Settings',
    ]);
    expect(visible('manager')).toEqual([
      'Dashboard',
      'Menu Items',
      'Categories',
      'Option Groups',
      'Orders',
      'Order pad',
      'Kitchen',
      'Riders',
      'Ratings',
      'Day close',
      'Month end',
      'Analytics',
      'Settings',
    ]);
    expect(visible('admin')).toContain('Users');
    expect(visible('admin')).toContain('Audit Log');
    // The day close is a manager's (day:close); its nav entry matches the permission.
    expect(ADMIN_NAV.find((n) => n.label === 'Day close')?.minRole).toBe('manager');
    expect(can('manager', 'day:close') && !can('staff', 'day:close')).toBe(true);
    expect(visible('rider')).toEqual([]);
  });

  it('names the permissions only admins hold', () => {
    expect(
      (
        [
          'users:manage',
          'audit:view',
          'discounts:manage',
          'billing:manage',
          'analytics:view',
          'items:update',
        ] as const
      ).filter(adminOnly),
    ).toEqual(['users:manage', 'audit:view', 'discounts:manage', 'billing:manage']);
  });
});
