import { api } from '#web/lib/api.ts';

export const signOutStaff = () => api('POST /api/staff/sign-out');
