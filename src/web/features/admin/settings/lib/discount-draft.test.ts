import { afterEach, describe, expect, it } from 'vitest';
import { type DiscountCode, discountCodeInputSchema } from '#shared/api/discounts.ts';
import {
  discountFormSchema,
  draftOf,
  fromLocalInput,
  inputOfCode,
  inputOfDraft,
  toLocalInput,
} from './discount-draft.ts';

const savedTz = process.env.TZ;
afterEach(() => {
  // Files share a worker (vitest.config.ts): an unset TZ must stay unset, not become 'undefined'.
  if (savedTz === undefined) delete process.env.TZ;
  else process.env.TZ = savedTz;
});

/** The first message per field, as the form shows them (the zod resolver keeps the first). */
const errorsOf = (draft: Parameters<typeof inputOfDraft>[0]) => {
  const found: Record<string, string> = {};
  for (const issue of discountFormSchema.safeParse(draft).error?.issues ?? [])
    found[issue.path.join('.')] ??= issue.message;
  return found;
};

describe('datetime-local conversions', () => {
  it('sends the time the admin typed with the browser offset (Pune)', () => {
    process.env.TZ = 'Asia/Kolkata';
    const iso = fromLocalInput('2026-11-23T18:30');
    expect(iso).toBe('2026-11-23T18:30:00+05:30');
    expect(new Date(iso as string).toISOString()).toBe('2026-11-23T13:00:00.000Z');
    expect(toLocalInput('2026-11-23T13:00:00.000Z')).toBe('2026-11-23T18:30');
  });

  it('keeps a negative offset and the round trip in another zone', () => {
    process.env.TZ = 'America/New_York';
    expect(fromLocalInput('2026-01-05T09:15')).toBe('2026-01-05T09:15:00-05:00');
    expect(toLocalInput(fromLocalInput('2026-07-05T09:15'))).toBe('2026-07-05T09:15');
  });

  it('treats blank as no limit and passes unreadable text on for the schema to refuse', () => {
    expect(fromLocalInput('')).toBeNull();
    expect(toLocalInput(null)).toBe('');
    expect(fromLocalInput('tomorrow')).toBe('tomorrow');
  });
});

describe('discount draft to API body', () => {
  const blank = draftOf();

  it('gives the schema messages the server would', () => {
    expect(errorsOf(blank)).toEqual({
      code: 'Code must be 3 to 20 letters or digits',
      value: 'Value is required',
    });
    expect(errorsOf({ ...blank, code: 'ok10', value: '150' })).toEqual({
      value: 'Percent must be a whole number from 1 to 100',
    });
    expect(errorsOf({ ...blank, code: 'RAIN50', value: '10', maxUses: '1.5', usesPerCustomer: '0' })).toEqual(
      {
        maxUses: 'Maximum uses must be a whole number',
        usesPerCustomer: 'Uses per customer must be at least 1',
      },
    );
    expect(
      errorsOf({
        ...blank,
        code: 'RAIN50',
        value: '10',
        startsAt: '2026-12-02T10:00',
        endsAt: '2026-12-01T10:00',
      }),
    ).toEqual({ endsAt: 'End must be after start' });
    expect(errorsOf({ ...blank, code: 'RAIN50', value: '10', startsAt: 'soon' })).toEqual({
      startsAt: 'Use a date and time',
    });
  });

  it('sends blanks as unlimited and numbers as numbers', () => {
    const body = inputOfDraft({ ...blank, code: 'rain50', kind: 'flat', value: '49.5', minOrder: '' });
    expect(body).toMatchObject({ value: 49.5, minOrder: 0, maxUses: null, usesPerCustomer: null });
    expect(body.description).toBeNull();
    expect(discountCodeInputSchema.parse(body).code).toBe('RAIN50');
  });

  it('round-trips a stored code through the form unchanged', () => {
    process.env.TZ = 'Asia/Kolkata';
    const stored: DiscountCode = {
      id: 'DC_ABCDEF',
      code: 'FIRST20',
      description: 'Welcome',
      kind: 'percent',
      value: 20,
      minOrder: 100,
      maxUses: 500,
      usesPerCustomer: 1,
      firstOrderOnly: true,
      startsAt: '2026-11-01T00:00:00.000Z',
      endsAt: null,
      isActive: true,
      usedCount: 3,
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
    };
    const body = inputOfDraft(draftOf(stored));
    expect(new Date(body.startsAt as string).toISOString()).toBe(stored.startsAt);
    expect({ ...body, startsAt: stored.startsAt }).toEqual(inputOfCode(stored));
  });
});
