import type { CategoryInput } from '#shared/api/admin-catalog.ts';
import { api } from '#web/lib/api.ts';

export const createCategory = (body: CategoryInput) => api('POST /api/admin/categories', { body });
