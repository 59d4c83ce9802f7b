import type { OptionGroupInput } from '#shared/api/option-groups.ts';
import { api } from '#web/lib/api.ts';

export const createOptionGroup = (body: OptionGroupInput) => api('POST /api/admin/option-groups', { body });
