import { describe, expect, it } from 'vitest';
import { draftOf, EMPTY_DRAFT, validateAddressDraft } from './address-draft.ts';
import { addressLabel, namesAddress, parseLocationState } from './location-state.ts';

const full = {
  name: 'Asha',
  phone: '9822012345',
  house: 'Flat 4',
  address: 'Sai Residency, Porwal Road',
  latitude: 18.5913,
  longitude: 73.9196,
};

describe('location state', () => {
  it('requires name, phone, house and street with the message of docs/product.md#addresses-and-location', () => {
    expect(validateAddressDraft({ ...full, phone: '' })).toBe('Please fill all fields');
    expect(validateAddressDraft({ ...full, name: ' ' })).toBe('Please fill all fields');
    expect(validateAddressDraft({ ...full, house: '' })).toBe('Please fill all fields');
    expect(validateAddressDraft(full)).toBeUndefined();
  });

  it('requires the point of a new address, with words saying how to give it (issue 44)', () => {
    const message =
      'This address needs its location: use your current location, or go back and pick an area.';
    expect(validateAddressDraft({ ...full, latitude: null })).toBe(message);
    expect(validateAddressDraft({ ...full, longitude: null })).toBe(message);
    // The missing fields are named first: one thing to fix at a time.
    expect(validateAddressDraft({ ...full, house: '', latitude: null })).toBe('Please fill all fields');
  });

  it('reads back only well-formed stored state, addresses kept before house and point included', () => {
    expect(
      parseLocationState({
        selected: 'YS1',
        point: { latitude: 18.6, longitude: 73.9, area: 'Lohegaon, Pune' },
        addresses: [
          { id: '1', name: 'a', phone: 'b', address: 'c' },
          { id: '2', name: 'a', phone: 'b', address: 'c', house: 'd', latitude: 18.6, longitude: 73.9 },
          { id: '3', name: 'a', phone: 'b', address: 'c', latitude: 'north' },
          5,
        ],
      }),
    ).toEqual({
      selected: 'YS1',
      point: { latitude: 18.6, longitude: 73.9, area: 'Lohegaon, Pune' },
      addresses: [
        { id: '1', name: 'a', phone: 'b', address: 'c' },
        { id: '2', name: 'a', phone: 'b', address: 'c', house: 'd', latitude: 18.6, longitude: 73.9 },
      ],
    });
    expect(parseLocationState({ selected: 7, point: { latitude: 1, longitude: 2 } })).toEqual({
      selected: null,
      point: null,
      addresses: [],
    });
    expect(parseLocationState({ selected: 'x', point: { latitude: 91, longitude: 2 } })?.point).toBeNull();
    expect(parseLocationState('x')).toBeUndefined();
  });

  it('names an address with its house when it has one', () => {
    expect(addressLabel(full)).toBe('Flat 4, Sai Residency, Porwal Road · Asha');
    expect(addressLabel({ name: 'Asha', house: null, address: 'Lohegaon' })).toBe('Lohegaon · Asha');
    // A choice this browser kept from before still finds its address.
    expect(namesAddress(full, 'Asha - Flat 4, Sai Residency, Porwal Road')).toBe(true);
    expect(namesAddress(full, addressLabel(full))).toBe(true);
    expect(namesAddress(full, 'Flat 4, Sai Residency, Porwal Road')).toBe(false);
  });

  it('turns a saved address into the form’s text fields', () => {
    expect(draftOf({ ...full, area: null, latitude: 18.6, longitude: 73.9 })).toEqual({
      ...EMPTY_DRAFT,
      ...full,
      latitude: 18.6,
      longitude: 73.9,
    });
  });
});
