import type { AddressBody } from '#shared/api/customer.ts';
import { api } from '#web/lib/api.ts';

export const createAddress = (body: AddressBody) => api('POST /api/customer/addresses', { body });
