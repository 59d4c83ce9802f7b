// MSG91 flow API (https://control.msg91.com/api/v5/flow/): a DLT-registered template with an
// ##otp## variable, sent to the number without its '+'.
import type { SmsProvider } from './sms-provider.ts';

const TIMEOUT_MS = 10_000;

export function createMsg91Sms(
  config: { authKey: string; templateId: string; url: string },
  fetchImpl: typeof fetch = fetch,
): SmsProvider {
  return {
    name: 'msg91',
    async sendCode(phoneNumber, code) {
      const response = await fetchImpl(config.url, {
        method: 'POST',
        headers: { authkey: config.authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          template_id: config.templateId,
          short_url: '0',
          recipients: [{ mobiles: phoneNumber.replace(/^\+/, ''), otp: code }],
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const body = (await response.json().catch(() => ({}))) as { type?: string; message?: string };
      if (!response.ok || body.type !== 'success') {
        throw new Error(`MSG91 refused the message: ${response.status} ${body.message ?? ''}`.trim());
      }
    },
  };
}
