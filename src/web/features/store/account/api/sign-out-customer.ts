import { api } from '#web/lib/api.ts';

export const signOutCustomer = () => api('POST /api/customer/sign-out');
