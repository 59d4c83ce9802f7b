import type { CategoryUpdate } from '#shared/api/admin-catalog.ts';
import { api } from '#web/lib/api.ts';

export const updateCategory = (id: string, body: CategoryUpdate) =>
  api('PUT /api/admin/categories/:id', { params: { id }, body });
