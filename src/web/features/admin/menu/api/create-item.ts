import type { ItemInput } from '#shared/api/admin-catalog.ts';
import { api } from '#web/lib/api.ts';

export const createItem = (body: ItemInput) => api('POST /api/admin/menu-items', { body });
