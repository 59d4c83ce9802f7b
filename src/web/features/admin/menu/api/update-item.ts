import type { ItemUpdate } from '#shared/api/admin-catalog.ts';
import { api } from '#web/lib/api.ts';

export const updateItem = (id: string, body: ItemUpdate) =>
  api('PUT /api/admin/menu-items/:id', { params: { id }, body });
