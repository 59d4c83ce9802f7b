import { describe, expect, it } from 'vitest';
import type { TimeWindow } from '#shared/stock-and-time/time-windows.ts';
import type { CategoryRow, ItemWithCategoryRow } from './catalog.repo.ts';
import { MAX_MENU_VALIDITY_MS, menuWindows } from './menu-windows.ts';

const ist = (local: string) => new Date(`${local}:00+05:30`);
const EVERY_DAY: TimeWindow['days'] = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
];
const item = (id: string, timeWindows: TimeWindow[], categoryId: string | null = 'snacks') =>
  ({ id, categoryId, timeWindows }) as ItemWithCategoryRow;
const category = (id: string, timeWindows: TimeWindow[]) => ({ id, timeWindows }) as CategoryRow;
const clock = (at: Date) => ({ at, timeZone: 'Asia/Kolkata', holidays: [] });

describe('menuWindows', () => {
  it('is valid for ever, and names no item, when nothing has windows', () => {
    const windows = menuWindows([item('chai', [])], [category('snacks', [])], clock(ist('2026-12-01T10:00')));
    expect(windows).toEqual({ availableFrom: new Map(), validUntil: null });
  });

  it("holds until the first item's change: breakfast closing before the snacks open", () => {
    const windows = menuWindows(
      [item('poha', [{ days: EVERY_DAY, from: '07:00', to: '11:00' }]), item('samosa', [])],
      [category('snacks', [{ days: EVERY_DAY, from: '16:00', to: '20:00' }])],
      clock(ist('2026-12-01T10:00')),
    );
    // Poha's own window is open but its category's is not: served from 16:00? Never: they never meet.
    expect(windows.availableFrom.get('poha')).toBeNull();
    expect(windows.availableFrom.get('samosa')).toBe(ist('2026-12-01T16:00').toISOString());
    expect(windows.validUntil).toBe(ist('2026-12-01T16:00').getTime());
  });

  it('is rebuilt within a day even when no window changes in the look-ahead', () => {
    const at = ist('2026-12-01T10:00');
    const windows = menuWindows(
      [item('poha', [{ days: EVERY_DAY, from: '07:00', to: '11:00' }], null)],
      [],
      clock(at),
    );
    expect(windows.availableFrom.has('poha')).toBe(false);
    expect(windows.validUntil).toBe(ist('2026-12-01T11:00').getTime());
    const never = menuWindows(
      [item('poha', [{ days: ['monday'], from: '07:00', to: '11:00' }])],
      [category('snacks', [{ days: ['tuesday'], from: '07:00', to: '11:00' }])],
      clock(at),
    );
    expect(never.validUntil).toBe(at.getTime() + MAX_MENU_VALIDITY_MS);
  });
});
