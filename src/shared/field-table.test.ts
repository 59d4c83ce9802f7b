import { describe, expect, it } from 'vitest';
import { fieldsOf, storedValues, toWire } from './field-table.ts';

type Row = {
  id: string;
  title: string;
  note: string | null;
  pricePaise: number;
  inStock: boolean;
  tag: string | null;
  createdAt: Date;
};

const row = fieldsOf<Row>();
const TABLE = {
  id: row.shown('id'),
  title: row.stored('title'),
  note: row.stored('note', { show: (note) => note ?? '' }),
  price: row.stored('pricePaise', { show: (paise) => paise / 100, store: (rupees: number) => rupees * 100 }),
  in_stock: row.stored('inStock'),
  tag: row.stored('tag'),
  shout: row.computed((r) => r.title.toUpperCase()),
  created_at: row.shown('createdAt', (at) => at.toISOString()),
};

const stored: Row = {
  id: 'r1',
  title: 'Chai',
  note: null,
  pricePaise: 2500,
  inStock: false,
  tag: 'hot',
  createdAt: new Date('2026-11-24T10:00:00Z'),
};

describe('field table', () => {
  it('maps a row to its wire names, in the table order, converting where told', () => {
    const wire = toWire(TABLE, stored);
    expect(wire).toEqual({
      id: 'r1',
      title: 'Chai',
      note: '',
      price: 25,
      in_stock: false,
      tag: 'hot',
      shout: 'CHAI',
      created_at: '2026-11-24T10:00:00.000Z',
    });
    expect(Object.keys(wire)).toEqual(Object.keys(TABLE));
  });

  it('stores every field a body carries under its row name, converting where told', () => {
    expect(
      storedValues(TABLE, { title: 'Adrak', note: 'ginger', price: 30, in_stock: true, tag: null }),
    ).toEqual({ title: 'Adrak', note: 'ginger', pricePaise: 3000, inStock: true, tag: null });
  });

  it('leaves out what a partial body leaves out or sends as undefined; null is a value', () => {
    expect(storedValues(TABLE, { title: 'Adrak', note: undefined, tag: null })).toEqual({
      title: 'Adrak',
      tag: null,
    });
    expect(storedValues(TABLE, {})).toEqual({});
  });

  it('never stores a field the wire only shows', () => {
    const body = { title: 'Adrak', id: 'forged', shout: 'X', created_at: 'then', constructor: 'x' };
    // @ts-expect-error refused by the compiler too (next test); a body read at run time may carry one.
    expect(storedValues(TABLE, body)).toEqual({ title: 'Adrak' });
  });

  it('does not compile with a body field the table does not let a body set', () => {
    // Each call is a type error: otherwise a renamed or forgotten writer would drop the field silently.
    // @ts-expect-error a field the wire only shows
    expect(storedValues(TABLE, { title: 'Adrak', id: 'forged' })).toEqual({ title: 'Adrak' });
    // @ts-expect-error a computed field
    expect(storedValues(TABLE, { title: 'Adrak', shout: 'X' })).toEqual({ title: 'Adrak' });
    // @ts-expect-error a field the table does not have
    expect(storedValues(TABLE, { title: 'Adrak', colour: 'amber' })).toEqual({ title: 'Adrak' });
  });
});
