import { api } from '#web/lib/api.ts';

/** The dialog's confirmation is the body: the server deletes nothing without it. */
export const deleteAccount = () => api('DELETE /api/customer/account', { body: { confirm: true } });
