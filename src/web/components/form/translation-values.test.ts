import { describe, expect, it } from 'vitest';
import { translationValues } from './translation-values.ts';

describe('translationValues', () => {
  it('fills every language and field, blank where nothing is translated', () => {
    expect(translationValues({ hi: { name: 'अदरक' } }, ['name', 'description'])).toEqual({
      hi: { name: 'अदरक', description: '' },
      mr: { name: '', description: '' },
    });
    expect(translationValues(undefined, ['name'])).toEqual({ hi: { name: '' }, mr: { name: '' } });
  });
});
