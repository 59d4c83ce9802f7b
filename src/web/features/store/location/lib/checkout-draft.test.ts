import { describe, expect, it } from 'vitest';
import type { Address } from '#shared/api/customer.ts';
import { EMPTY_DRAFT } from './address-draft.ts';
import { checkoutDraft } from './checkout-draft.ts';
import { EMPTY_LOCATION } from './location-state.ts';

const profile = { id: 'u1', phoneNumber: '+919822077777', displayName: null, fullName: 'Asha Kulkarni' };
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
    const saved: Address = {
      ...kept,
      id: 'a1',
      landmark: null,
      deliveryNotes: null,
      isDefault: true,
      createdAt: '',
      updatedAt: '',
    };
    const location = { selected: 'Ravi (office) - Office 12, Lohegaon Road', point: null, addresses: [] };
    expect(checkoutDraft(location, [saved], profile)).toMatchObject({
      name: 'Ravi (office)',
      phone: '9822011111',
    });
  });

  it('never turns the default header text into an address', () => {
    expect(checkoutDraft(EMPTY_LOCATION, [], null)).toEqual(EMPTY_DRAFT);
  });
});
