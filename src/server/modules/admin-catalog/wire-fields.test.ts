import { describe, expect, it } from 'vitest';
import {
  categoryInputSchema,
  categoryUpdateSchema,
  itemInputSchema,
  itemUpdateSchema,
} from '#shared/api/admin-catalog.ts';
import type { FieldTable } from '#shared/field-table.ts';
import { CATEGORY_FIELDS, ITEM_FIELDS } from './wire-fields.ts';

/** The body fields a table does not store: each would be accepted by the route and dropped. */
function notWritable(table: FieldTable<never>, body: { shape: object }): string[] {
  return Object.keys(body.shape).filter((name) => !(Object.hasOwn(table, name) && table[name]?.write));
}

describe('admin catalog field tables', () => {
  it.each([
    ['item create', ITEM_FIELDS, itemInputSchema],
    ['item update', ITEM_FIELDS, itemUpdateSchema],
    ['category create', CATEGORY_FIELDS, categoryInputSchema],
    ['category update', CATEGORY_FIELDS, categoryUpdateSchema],
  ])('store every field of the %s body', (_body, table, schema) => {
    expect(Object.keys(schema.shape).length).toBeGreaterThan(0);
    expect(notWritable(table, schema)).toEqual([]);
  });
});
