import type { RobotCheckPayload } from '#shared/api/endpoints.ts';
import { api } from '#web/lib/api.ts';

export const sendSignInCode = (phone: string, robotCheck: RobotCheckPayload) =>
  api('POST /api/customer/otp/send', { body: { phone, robotCheck } });
