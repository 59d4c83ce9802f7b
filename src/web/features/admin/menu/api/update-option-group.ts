import type { OptionGroupInput } from '#shared/api/option-groups.ts';
import { api } from '#web/lib/api.ts';

/** Options sent with their id are changed, new ones added, those left out deleted. */
export const updateOptionGroup = (id: string, body: OptionGroupInput) =>
  api('PUT /api/admin/option-groups/:id', { params: { id }, body });
