import { describe, expect, it } from 'vitest';
import type { Address } from '#shared/api/customer.ts';
import type { LocalAddress } from '#web/features/store/shared/lib/location-state.ts';
import { savedChoices } from './saved-choices.ts';

const onServer = {
  id: 'a1',
  name: 'Asha',
  phone: '+919822012345',
  house: 'Flat 4',
  address: 'Sai Residency',
  area: 'Porwal Road',
  landmark: null,
  deliveryNotes: null,
  latitude: 18.6,
  longitude: 73.9,
  isDefault: true,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
} as Address;
const onDevice: LocalAddress = { id: 'd1', name: 'Asha', phone: '+919822012345', address: 'Sai Residency' };

describe('savedChoices', () => {
  it("lists a signed-in customer's server addresses, the default marked, with their point and record", () => {
    const [choice] = savedChoices(true, [onServer], [onDevice]);
    expect(choice).toMatchObject({ id: 'a1', detail: '+919822012345 · Default', record: onServer });
    expect(choice?.point).toEqual({ latitude: 18.6, longitude: 73.9, area: 'Porwal Road' });
  });

  it('names an address the customer named first', () => {
    expect(savedChoices(true, [{ ...onServer, label: 'Work' }], [])[0]?.detail).toBe(
      'Work · +919822012345 · Default',
    );
  });

  it("lists a guest's addresses kept on this device, never editable on the server", () => {
    expect(savedChoices(false, [onServer], [onDevice])).toEqual([
      expect.objectContaining({ id: 'd1', detail: '+919822012345', record: undefined, point: null }),
    ]);
  });
});
