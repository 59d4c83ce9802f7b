import type { AddressBody } from '#shared/api/customer.ts';
import { api } from '#web/lib/api.ts';

export const updateAddress = (id: string, body: Partial<AddressBody>) =>
  api('PATCH /api/customer/addresses/:id', { params: { id }, body });
