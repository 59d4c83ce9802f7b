import { describe, expect, it } from 'vitest';
import { changedFields } from './changes.ts';

describe('changedFields', () => {
  it('keeps only the fields that differ, each with its old and new value', () => {
    expect(
      changedFields(
        { name: 'Masala Chai', price: 30, in_stock: true, updated_at: 'a' },
        { name: 'Masala Chai', price: 25, in_stock: true, updated_at: 'b' },
        ['updated_at'],
      ),
    ).toEqual({ oldValues: { price: 30 }, newValues: { price: 25 } });
  });

  it('compares nested values by content and records a missing field as null', () => {
    expect(changedFields({ hours: { open: '08:00' } }, { hours: { open: '08:00' }, note: 'x' })).toEqual({
      oldValues: { note: null },
      newValues: { note: 'x' },
    });
    expect(changedFields(undefined, { a: 1 })).toEqual({ oldValues: { a: null }, newValues: { a: 1 } });
  });
});
