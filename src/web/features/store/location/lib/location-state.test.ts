import { describe, expect, it } from 'vitest';
import { parseLocationState, validateAddressDraft } from './location-state.ts';

describe('location state', () => {
  it('requires name, phone and address with the message of docs/product.md#addresses-and-location', () => {
    expect(validateAddressDraft({ name: 'Asha', phone: '', address: 'Lohegaon' })).toBe(
      'Please fill all fields',
    );
    expect(validateAddressDraft({ name: ' ', phone: '98220', address: 'x' })).toBe('Please fill all fields');
    expect(validateAddressDraft({ name: 'Asha', phone: '9822012345', address: 'Lohegaon' })).toBeUndefined();
  });

  it('reads back only well-formed stored state', () => {
    expect(
      parseLocationState({
        selected: 'YS1',
        addresses: [{ id: '1', name: 'a', phone: 'b', address: 'c' }, 5],
      }),
    ).toEqual({
      selected: 'YS1',
      addresses: [{ id: '1', name: 'a', phone: 'b', address: 'c' }],
    });
    expect(parseLocationState({ selected: 7 })).toEqual({ selected: null, addresses: [] });
    expect(parseLocationState('x')).toBeUndefined();
  });
});
