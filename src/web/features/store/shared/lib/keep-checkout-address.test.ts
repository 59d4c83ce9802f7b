import { describe, expect, it } from 'vitest';
import { addressNameOf, addressToKeep, labelOfName } from './keep-checkout-address.ts';

const address = {
  name: 'Asha Patil',
  phone: '+919822012345',
  house: 'Flat 4',
  address: 'Sai Residency, Porwal Road',
  area: 'Lohegaon, Pune',
  landmark: null,
  deliveryNotes: 'Ring twice',
  latitude: 18.5937,
  longitude: 73.9221,
};

describe('the address a checkout keeps', () => {
  it('is the order’s address, named, made the default, and chosen under its header name', () => {
    expect(addressToKeep({ address }, 'Work')).toEqual({
      body: { ...address, isDefault: true, label: 'Work' },
      label: 'Flat 4, Sai Residency, Porwal Road · Asha Patil',
      point: { latitude: 18.5937, longitude: 73.9221, area: 'Lohegaon, Pune' },
    });
    expect(addressToKeep({ address }, 'Other')?.body.label).toBeNull();
  });

  it('is nothing for a pickup, or an address without its door or point', () => {
    expect(addressToKeep({ address: null }, 'Home')).toBeUndefined();
    expect(addressToKeep({ address: { ...address, house: null } }, 'Home')).toBeUndefined();
    expect(addressToKeep({ address: { ...address, latitude: null } }, 'Home')).toBeUndefined();
  });
});

describe('address names', () => {
  it('shows Home and Work as themselves and any other word as Other', () => {
    expect(addressNameOf('Home')).toBe('Home');
    expect(addressNameOf('Work')).toBe('Work');
    expect(addressNameOf('Mom')).toBe('Other');
    expect(addressNameOf(null)).toBe('Other');
  });

  it('saves Other as no name, unless the address had a word of its own, which it keeps', () => {
    expect(labelOfName('Home', 'Work')).toBe('Home');
    expect(labelOfName('Other', 'Work')).toBeNull();
    expect(labelOfName('Other', 'Mom')).toBe('Mom');
    expect(labelOfName('Other', null)).toBeNull();
  });
});
