// A signed-in customer's delivery addresses. Every query is scoped to the owner: another
// customer's id answers 404, never the data.

import { conflict, invalid, notFound } from '#server/http/app-error.ts';
import type { Address, AddressBody } from '#shared/api/customer.ts';
import { UUID } from '#shared/uuid.ts';
import { formatPhoneNumber, phoneCountryProblem } from '#shared/validation.ts';
import type { AddressRow, CustomersRepo } from './customers.repo.ts';

export const toAddress = (row: AddressRow): Address => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  house: row.house,
  address: row.address,
  area: row.area,
  landmark: row.landmark,
  deliveryNotes: row.deliveryNotes,
  latitude: row.latitude,
  longitude: row.longitude,
  isDefault: row.isDefault,
  label: row.label,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const MAX_ADDRESSES = 20;
const missing = () => notFound('Address not found');

/**
 * `allowedCountries` (SMS_ALLOWED_COUNTRIES): a delivery phone follows the same rule as a sign-in
 * phone, so the rider can reach the customer and no address carries a number the shop cannot use.
 */
export function createAddressesService(customers: CustomersRepo, allowedCountries: readonly string[]) {
  function checkPhone(phone: string | undefined) {
    const problem =
      phone === undefined ? undefined : phoneCountryProblem(formatPhoneNumber(phone), allowedCountries);
    if (problem) throw invalid(problem, { phone: problem });
  }

  return {
    async list(userId: string) {
      return (await customers.listAddresses(userId)).map(toAddress);
    },

    async create(userId: string, body: AddressBody) {
      checkPhone(body.phone);
      // The first address is the default whatever the client says (decided in the repo).
      const row = await customers.createAddress(
        userId,
        { ...body, isDefault: body.isDefault === true },
        MAX_ADDRESSES,
      );
      if (row === 'full') throw conflict(`At most ${MAX_ADDRESSES} addresses can be saved`);
      return toAddress(row);
    },

    async update(userId: string, id: string, body: Partial<AddressBody>) {
      checkPhone(body.phone);
      const row = await customers.updateAddress(userId, id, body);
      if (!row) throw missing();
      return toAddress(row);
    },

    /**
     * The point saved with one of the customer's addresses, which checkout delivers to: undefined
     * when they have no such address, null when it was saved before addresses had a point.
     */
    async pointOf(userId: string, id: string): Promise<{ lat: number; lng: number } | null | undefined> {
      if (!UUID.test(id)) return undefined;
      const row = await customers.addressOf(userId, id);
      if (!row) return undefined;
      return row.latitude === null || row.longitude === null
        ? null
        : { lat: row.latitude, lng: row.longitude };
    },

    async makeDefault(userId: string, id: string) {
      const row = await customers.updateAddress(userId, id, { isDefault: true });
      if (!row) throw missing();
      return toAddress(row);
    },

    async remove(userId: string, id: string) {
      if (!(await customers.deleteAddress(userId, id))) throw missing();
    },
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;
