import { describe, expect, it } from 'vitest';
import type { Address } from '#shared/api/customer.ts';
import { EMPTY_DRAFT } from './address-draft.ts';
import { addressToLocate, checkoutDraft, savedAddressIdFor } from './checkout-draft.ts';
import { EMPTY_LOCATION } from './location-state.ts';

const profile = {
  id: 'u1',
  phoneNumber: '+919822077777',
  displayName: null,
  fullName: 'Asha Kulkarni',
  hasOrdered: false,
};
const porwal = { latitude: 18.6016, longitude: 73.9152, area: 'Porwal Road, Lohegaon, Pune' };
const kept = {
  id: 'local-1',
  name: 'Ravi (office)',
  phone: '9822011111',
  house: 'Office 12',
  address: 'Lohegaon Road',
  area: 'Lohegaon, Pune',
  latitude: 18.5937,
  longitude: 73.9221,
};
/** The kept address once saved on the server. */
const saved: Address = {
  ...kept,
  id: 'a1',
  landmark: null,
  deliveryNotes: null,
  isDefault: true,
  label: null,
  createdAt: '',
  updatedAt: '',
};

describe('checkoutDraft', () => {
  it('starts from the customer and the chosen place', () => {
    const location = { ...EMPTY_LOCATION, selected: 'YS1 - Porwal Rd, Lohegaon, Pune', point: porwal };
    expect(checkoutDraft(location, [], profile)).toEqual({
      ...EMPTY_DRAFT,
      name: 'Asha Kulkarni',
      phone: '+919822077777',
      area: porwal.area,
      latitude: porwal.latitude,
      longitude: porwal.longitude,
    });
  });

  it('keeps an address kept on the device as typed after signing in: its own name and phone', () => {
    const location = { selected: 'Ravi (office) - Office 12, Lohegaon Road', point: null, addresses: [kept] };
    expect(checkoutDraft(location, [], profile)).toMatchObject({
      name: 'Ravi (office)',
      phone: '9822011111',
      house: 'Office 12',
      address: 'Lohegaon Road',
      latitude: 18.5937,
    });
  });

  it('finds the same address once it is saved on the server', () => {
    const location = { selected: 'Ravi (office) - Office 12, Lohegaon Road', point: null, addresses: [] };
    expect(checkoutDraft(location, [saved], profile)).toMatchObject({
      name: 'Ravi (office)',
      phone: '9822011111',
    });
  });

  it('never turns the default header text into an address', () => {
    expect(checkoutDraft(EMPTY_LOCATION, [], null)).toEqual(EMPTY_DRAFT);
  });

  describe('an address saved before addresses had a point, located from checkout', () => {
    const old: Address = {
      id: 'a-old',
      name: 'Ravi (office)',
      phone: '9822011111',
      house: 'Office 12',
      address: 'Lohegaon Road',
      area: null,
      landmark: 'Behind the post office',
      deliveryNotes: 'Call at the gate',
      latitude: null,
      longitude: null,
      isDefault: true,
      label: null,
      createdAt: '',
      updatedAt: '',
    };
    // The same address kept on a device: LocalAddress has no isDefault nor dates.
    const { isDefault: _d, createdAt: _c, updatedAt: _u, ...rest } = old;
    const kept = { ...rest, house: 'Office 12' };
    const label = 'Ravi (office) - Office 12, Lohegaon Road';
    const text = {
      name: 'Ravi (office)',
      phone: '9822011111',
      house: 'Office 12',
      address: 'Lohegaon Road',
      landmark: 'Behind the post office',
      deliveryNotes: 'Call at the gate',
    };

    it('is the address to locate, on the server or on the device', () => {
      const location = { selected: label, point: null, addresses: [] };
      expect(addressToLocate(location, [old])).toBe(label);
      expect(addressToLocate({ ...location, addresses: [kept] }, [])).toBe(label);
    });

    it('is not when the address has its own point, or a place is chosen', () => {
      expect(addressToLocate({ selected: label, point: null, addresses: [] }, [])).toBeNull();
      const located = { ...old, latitude: 18.6, longitude: 73.9 };
      expect(addressToLocate({ selected: label, point: null, addresses: [] }, [located])).toBeNull();
      const preset = { selected: 'YS1 - Porwal Rd, Lohegaon, Pune', point: porwal, addresses: [] };
      expect(addressToLocate(preset, [old])).toBeNull();
    });

    it('keeps its name, phone and text once a preset places it, and takes the point and the empty area', () => {
      // What the chooser stores when a preset locates the address: its label, the preset's point.
      const location = { selected: label, point: porwal, addresses: [] };
      expect(checkoutDraft(location, [old], profile)).toEqual({
        ...text,
        area: porwal.area,
        latitude: porwal.latitude,
        longitude: porwal.longitude,
      });
    });

    it('keeps an area it already has', () => {
      const location = { selected: label, point: porwal, addresses: [] };
      expect(checkoutDraft(location, [{ ...old, area: 'Lohegaon, Pune' }], profile)).toMatchObject({
        ...text,
        area: 'Lohegaon, Pune',
        latitude: porwal.latitude,
      });
    });

    it('keeps a device address the same way', () => {
      const location = { selected: label, point: porwal, addresses: [kept] };
      expect(checkoutDraft(location, [], profile)).toMatchObject({ ...text, latitude: porwal.latitude });
    });
  });
});

describe('savedAddressIdFor', () => {
  const chosen = { selected: 'Ravi (office) - Office 12, Lohegaon Road', point: null, addresses: [] };

  it('names the saved address on the server that checkout delivers to, with its point', () => {
    expect(savedAddressIdFor(chosen, [saved])).toBe('a1');
  });

  it('names none for a place, an address kept on the device, or a saved address without a point', () => {
    expect(
      savedAddressIdFor({ ...EMPTY_LOCATION, selected: 'YS1 - Porwal Rd, Lohegaon, Pune', point: porwal }, [
        saved,
      ]),
    ).toBeUndefined();
    expect(savedAddressIdFor({ ...chosen, addresses: [kept] }, [])).toBeUndefined();
    expect(savedAddressIdFor(chosen, [{ ...saved, latitude: null, longitude: null }])).toBeUndefined();
  });
});
