import { describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES } from '#shared/api/orders.ts';
import { EMPTY_DRAFT } from '#web/features/store/shared/lib/address-draft.ts';
import { addressFieldErrors, checkoutAddress } from './checkout-address.ts';

const draft = {
  ...EMPTY_DRAFT,
  name: 'Asha Kulkarni',
  phone: '98220 12345',
  house: 'Flat 4',
  address: 'Sai Residency, Porwal Road',
  area: 'Porwal Road, Lohegaon, Pune',
  latitude: 18.6016,
  longitude: 73.9152,
};

describe('checkoutAddress', () => {
  it('sends the address as typed, phone normalised, blanks as null', () => {
    expect(checkoutAddress(draft)).toEqual({
      ok: true,
      address: {
        name: 'Asha Kulkarni',
        phone: '+919822012345',
        house: 'Flat 4',
        address: 'Sai Residency, Porwal Road',
        area: 'Porwal Road, Lohegaon, Pune',
        landmark: null,
        deliveryNotes: null,
        latitude: 18.6016,
        longitude: 73.9152,
      },
    });
  });

  it('names each field to fix in the server’s words, and asks for a location once', () => {
    const result = checkoutAddress({ ...draft, house: ' ', address: '', latitude: null, longitude: null });
    expect(result).toEqual({
      ok: false,
      errors: {
        house: ADDRESS_MESSAGES.house,
        address: ADDRESS_MESSAGES.street,
        latitude: ADDRESS_MESSAGES.location,
        longitude: ADDRESS_MESSAGES.location,
      },
    });
    expect(checkoutAddress({ ...draft, phone: '0123456789' })).toEqual({
      ok: false,
      errors: { phone: 'Please enter a valid Indian mobile number' },
    });
  });
});

describe('addressFieldErrors', () => {
  it("keeps the server's messages for the address's parts, by part, and nothing else", () => {
    expect(
      addressFieldErrors({
        'address.house': 'Required',
        discountCode: 'Expired',
        'address.latitude': 'Moved',
      }),
    ).toEqual({ house: 'Required', latitude: 'Moved' });
  });
});
