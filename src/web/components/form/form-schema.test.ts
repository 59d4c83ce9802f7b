import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formSchema, numberOrBlank, textOrNull } from './form-schema.ts';

const body = z.object({
  title: z.string().trim().min(1, 'Title is required'),
  price: z.number({ error: 'Price is required' }).positive('Price must be greater than 0'),
  note: z.string().nullable(),
});
const form = formSchema(
  (values: { title: string; price: string; note: string }) => ({
    ...values,
    price: numberOrBlank(values.price),
    note: textOrNull(values.note),
  }),
  body,
);

describe('formSchema', () => {
  it("gives the shared schema's messages, keyed by the body's field names", () => {
    const result = form.safeParse({ title: ' ', price: '', note: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['title', 'Title is required'],
      ['price', 'Price is required'],
    ]);
    expect(form.safeParse({ title: 'Chai', price: '-1', note: '' }).error?.issues[0]?.message).toBe(
      'Price must be greater than 0',
    );
  });

  it("submits the shared schema's output", () => {
    expect(form.parse({ title: ' Chai ', price: '25.5', note: ' ' })).toEqual({
      title: 'Chai',
      price: 25.5,
      note: null,
    });
  });

  it('leaves text that is no number for the schema to refuse', () => {
    expect(numberOrBlank('abc')).toBeNaN();
    expect(numberOrBlank('  ')).toBeUndefined();
  });
});
