import { api } from '#web/lib/api.ts';

export const verifySignInCode = (phone: string, code: string, fullName?: string) =>
  api('POST /api/customer/otp/verify', { body: { phone, code, ...(fullName ? { fullName } : {}) } });
