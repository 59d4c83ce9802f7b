import { describe, expect, it } from 'vitest';
import { adoptable } from './adoptable.ts';

const kept = {
  id: 'a1',
  name: 'Asha',
  phone: '9822012345',
  house: 'Flat 4',
  address: 'Sai Residency, Porwal Road',
  latitude: 18.5913,
  longitude: 73.9196,
};

describe('adoptable device addresses (issue 44)', () => {
  it('sends at sign-in only an address the server takes: a house and a point', () => {
    expect(adoptable(kept)).toBe(true);
    expect(adoptable({ ...kept, latitude: null })).toBe(false);
    expect(adoptable({ ...kept, longitude: undefined })).toBe(false);
    expect(adoptable({ ...kept, house: ' ' })).toBe(false);
  });
});
