import type { CustomerSession } from '../../../../../shared/api/customer';
import { apiRequest } from '../../../../lib/api-client';
import type { RobotCheckPayload } from '../../../../lib/robot-check';

export type SendCodeAnswer = { sentTo: string; resendAfterSeconds: number; expiresInSeconds: number };

export const sendSignInCode = (phone: string, robotCheck: RobotCheckPayload) =>
  apiRequest<SendCodeAnswer>('/api/customer/otp/send', { method: 'POST', body: { phone, robotCheck } });

export const verifySignInCode = (phone: string, code: string, fullName?: string) =>
  apiRequest<CustomerSession>('/api/customer/otp/verify', {
    method: 'POST',
    body: { phone, code, ...(fullName ? { fullName } : {}) },
  });

export const signOutCustomer = () =>
  apiRequest<{ ok: true }>('/api/customer/sign-out', { method: 'POST', body: {} });
