import { api } from '#web/lib/api.ts';

export const changeStaffPassword = (currentPassword: string, newPassword: string) =>
  api('POST /api/staff/password', { body: { currentPassword, newPassword } });
