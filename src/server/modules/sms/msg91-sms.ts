// MSG91 flow API (https://control.msg91.com/api/v5/flow/): a DLT-registered template sent to the
// number without its '+', its variables beside the number (##otp## for sign-in codes; the order
// messages' own variables for those). The code goes in the storefront's language when that
// language's template is set (MSG91_TEMPLATE_ID_HI, _MR), in English otherwise.
import type { TranslatedLanguage } from '#shared/i18n/languages.ts';
import type { SmsProvider } from './sms-contract.ts';

const TIMEOUT_MS = 10_000;

export function createMsg91Sms(
  config: {
    authKey: string;
    templateId: string;
    codeTemplateIds?: Partial<Record<TranslatedLanguage, string>>;
    url: string;
  },
  fetchImpl: typeof fetch = fetch,
): SmsProvider {
  async function flow(templateId: string, recipient: Record<string, string>) {
    const response = await fetchImpl(config.url, {
      method: 'POST',
      headers: { authkey: config.authKey, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ template_id: templateId, short_url: '0', recipients: [recipient] }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => ({}))) as { type?: string; message?: string };
    if (!response.ok || body.type !== 'success') {
      throw new Error(`MSG91 refused the message: ${response.status} ${body.message ?? ''}`.trim());
    }
  }
  const mobiles = (phoneNumber: string) => phoneNumber.replace(/^\+/, '');
  return {
    name: 'msg91',
    sendCode: (phoneNumber, code, language = 'en') =>
      flow((language !== 'en' && config.codeTemplateIds?.[language]) || config.templateId, {
        mobiles: mobiles(phoneNumber),
        otp: code,
      }),
    // The number last: a variable can never stand in for it.
    sendTemplate: (phoneNumber, message) =>
      flow(message.templateId, { ...message.variables, mobiles: mobiles(phoneNumber) }),
  };
}
