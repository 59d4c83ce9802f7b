// The SMS channel of the outbox (docs/product.md#order-notifications): the kind's DLT template,
// in the order's language where one is registered, the customer's choice as it is now, and one
// call to the SMS provider.
import type { Env } from '#server/env.ts';
import type { SmsProvider } from '../sms/sms-contract.ts';
import type { NotificationPreferencesRepo } from './notification-preferences.repo.ts';
import { orderMessage } from './order-messages.ts';
import type { ChannelSender } from './outbox-sender.ts';

export function createSmsSender(deps: {
  sms: Pick<SmsProvider, 'sendTemplate'>;
  templates: Env['smsTemplates'];
  preferences: Pick<NotificationPreferencesRepo, 'get'>;
}): ChannelSender {
  const { sms, templates, preferences } = deps;
  return async (message) => {
    const { kind } = message;
    // The order's language when its template is registered; else the English text on the English
    // template (a DLT template carries only the text it was registered with).
    const ordered = message.order.language ?? 'en';
    const language = kind !== 'order_placed' && templates[ordered][kind] ? ordered : 'en';
    const templateId = kind === 'order_placed' ? undefined : templates[language][kind];
    if (!templateId) return { result: 'skip', reason: `no DLT template id for ${kind}` };
    if (!message.phone) return { result: 'skip', reason: 'no phone number' };
    // The switch may have been turned off after the change queued the message.
    if (message.userId && !(await preferences.get(message.userId)).orderSms)
      return { result: 'skip', reason: 'order SMS switched off' };
    const { variables, text } = orderMessage(kind, message.order, message.data, language);
    try {
      await sms.sendTemplate(message.phone, { templateId, kind, variables, text });
      return { result: 'sent' };
    } catch (error) {
      return { result: 'retry', error: error instanceof Error ? error.message : String(error) };
    }
  };
}
