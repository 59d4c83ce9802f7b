// The SMS channel of the outbox (docs/product.md#order-notifications): the kind's DLT template,
// the customer's choice as it is now, and one call to the SMS provider.
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
    const templateId = message.kind === 'order_placed' ? undefined : templates[message.kind];
    if (!templateId) return { result: 'skip', reason: `no DLT template id for ${message.kind}` };
    if (!message.phone) return { result: 'skip', reason: 'no phone number' };
    // The switch may have been turned off after the change queued the message.
    if (message.userId && !(await preferences.get(message.userId)).orderSms)
      return { result: 'skip', reason: 'order SMS switched off' };
    const { variables, text } = orderMessage(message.kind, message.order, message.data);
    try {
      await sms.sendTemplate(message.phone, { templateId, kind: message.kind, variables, text });
      return { result: 'sent' };
    } catch (error) {
      return { result: 'retry', error: error instanceof Error ? error.message : String(error) };
    }
  };
}
