import type { SwitchUserBody } from '#shared/api/shop-tablets.ts';
import { api } from '#web/lib/api.ts';

/** Signs the chosen person in on this shop tablet with their PIN; the answer is their session's user. */
export const switchUser = (body: SwitchUserBody) => api('POST /api/staff/switch', { body });
