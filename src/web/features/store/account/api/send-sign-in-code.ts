import type { RobotCheckPayload } from '#shared/api/endpoints.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { api } from '#web/lib/api.ts';

/** The code's SMS comes in `language` (the storefront's) when the shop has that template. */
export const sendSignInCode = (phone: string, robotCheck: RobotCheckPayload, language: Language) =>
  api('POST /api/customer/otp/send', { body: { phone, robotCheck, language } });
