import { describe, expect, it } from 'vitest';
import { type AdminOptionGroup, OPTION_GROUP_MESSAGES } from '#shared/api/option-groups.ts';
import {
  fittedCounts,
  type OptionGroupFormValues,
  optionGroupFormSchema,
  optionGroupFormValues,
} from './option-group-form-schema.ts';

const blank = optionGroupFormValues(undefined);
const row = (name: string, price = '0') => ({ ...blank.options[0]!, name, price_delta: price });

function errorsOf(values: OptionGroupFormValues) {
  const result = optionGroupFormSchema.safeParse(values);
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('option group form', () => {
  it("names a blank group's and blank rows' problems on their fields, in the server's words", () => {
    expect(errorsOf(blank)).toEqual({
      name: OPTION_GROUP_MESSAGES.name,
      'options.0.name': OPTION_GROUP_MESSAGES.optionName,
      'options.1.name': OPTION_GROUP_MESSAGES.optionName,
    });
    expect(errorsOf({ ...blank, name: 'Sugar', options: [] })).toMatchObject({
      options: OPTION_GROUP_MESSAGES.options,
    });
  });

  it('puts a price problem on its row and the rules between fields on the field to change', () => {
    const sugar = { ...blank, name: 'Sugar', options: [row('Less'), row('Extra', '-5')] };
    expect(errorsOf(sugar)).toEqual({ 'options.1.price_delta': OPTION_GROUP_MESSAGES.priceDelta });
    expect(errorsOf({ ...sugar, options: [row('Less'), row('Extra', '2.555')] })).toEqual({
      'options.1.price_delta': OPTION_GROUP_MESSAGES.priceStep,
    });
    const addOns = {
      ...blank,
      name: 'Add-ons',
      selection: 'multiple' as const,
      required: false,
      min_choices: '0',
      max_choices: '3',
      options: [row('Extra ginger', '5'), row('Elaichi', '5')],
    };
    expect(errorsOf(addOns)).toEqual({ max_choices: OPTION_GROUP_MESSAGES.maxAboveOptions });
    expect(errorsOf({ ...addOns, max_choices: '2', min_choices: '1' })).toEqual({
      min_choices: OPTION_GROUP_MESSAGES.optionalMin,
    });
    expect(errorsOf({ ...addOns, max_choices: '' })).toMatchObject({
      max_choices: OPTION_GROUP_MESSAGES.maxChoices,
    });
    expect(errorsOf({ ...addOns, max_choices: '2', options: [row('Elaichi'), row('elaichi')] })).toEqual({
      options: OPTION_GROUP_MESSAGES.duplicateName,
    });
  });

  it('sends numbers as numbers, a new row without an id and a stored one with its id', () => {
    const body = optionGroupFormSchema.parse({
      ...blank,
      name: ' Cup ',
      options: [row('Cutting'), { ...row('Full', '10'), optionId: '0b9d3c1e-7a43-4e43-9f57-0c9a4d7e2f10' }],
    });
    expect(body).toEqual({
      name: 'Cup',
      selection: 'single',
      required: true,
      min_choices: 1,
      max_choices: 1,
      sort_order: 0,
      translations: {},
      options: [
        { name: 'Cutting', price_delta: 0, is_default: false, is_available: true, translations: {} },
        {
          id: '0b9d3c1e-7a43-4e43-9f57-0c9a4d7e2f10',
          name: 'Full',
          price_delta: 10,
          is_default: false,
          is_available: true,
          translations: {},
        },
      ],
    });
  });

  it('round-trips a stored group unchanged', () => {
    const stored: AdminOptionGroup = {
      id: 'g1',
      name: 'Add-ons',
      selection: 'multiple',
      required: false,
      min_choices: 0,
      max_choices: 2,
      sort_order: 3,
      options: [
        {
          id: '3f0c1a6e-2b7d-4c8e-9a1f-5d6e7f8a9b0c',
          name: 'Extra ginger',
          price_delta: 5,
          is_default: false,
          is_available: false,
          stock_left: null,
          stock_par: null,
          stock_low_at: null,
          translations: { mr: { name: 'जास्त आले' } },
        },
        {
          id: '4a1d2b7f-3c8e-4d9f-8b2a-6e7f8a9b0c1d',
          name: 'Elaichi',
          price_delta: 5.5,
          is_default: true,
          is_available: true,
          stock_left: null,
          stock_par: null,
          stock_low_at: null,
          translations: {},
        },
      ],
      translations: { hi: { name: 'ऐड-ऑन' } },
      item_ids: [],
      created_at: '2026-11-25T00:00:00Z',
      updated_at: '2026-11-25T00:00:00Z',
    };
    const { id: _id, item_ids: _items, created_at: _c, updated_at: _u, ...input } = stored;
    // Counts are not the form's (the Stock control sets them, and a group save leaves them).
    const options = input.options.map(({ stock_left: _l, stock_par: _p, stock_low_at: _w, ...o }) => o);
    expect(optionGroupFormSchema.parse(optionGroupFormValues(stored))).toEqual({ ...input, options });
  });
});

describe('counts that follow the kind of group', () => {
  const base = { min_choices: '2', max_choices: '3' };
  it('gives a single-choice group exactly 1, its minimum following Required', () => {
    expect(fittedCounts({ ...base, selection: 'single', required: true })).toEqual({
      min_choices: '1',
      max_choices: '1',
    });
    expect(fittedCounts({ ...base, selection: 'single', required: false })).toEqual({
      min_choices: '0',
      max_choices: '1',
    });
  });

  it('keeps a multiple-choice group’s counts but for a minimum Required contradicts', () => {
    expect(fittedCounts({ ...base, selection: 'multiple', required: true })).toEqual(base);
    expect(fittedCounts({ ...base, selection: 'multiple', required: false })).toEqual({
      min_choices: '0',
      max_choices: '3',
    });
    expect(
      fittedCounts({ min_choices: '0', max_choices: '3', selection: 'multiple', required: true }),
    ).toEqual({ min_choices: '1', max_choices: '3' });
  });
});
