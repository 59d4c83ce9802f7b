// The SMS channel of the outbox (docs/product.md#order-notifications): the kind's DLT template,
// the customer's choice as it is now, and one call to the SMS provider.
import type { Env } from '#server/env.ts';
import type { SmsProvider } from '../sms/sms-provider.ts';
import type { NotificationPreferencesRepo } from './notification-preferences.repo.ts';
import { orderMessage } from './order-messages.ts';
import type { OutboxRepo } from './outbox.repo.ts';
import type { ChannelSender } from './outbox-sender.ts';

export function createSmsSender(deps: {
  sms: Pick<SmsProvider, 'sendTemplate'>;
  templates: Env['smsTemplates'];
  preferences: Pick<NotificationPreferencesRepo, 'get'>;
  outbox: Pick<OutboxRepo, 'refundState'>;
}): ChannelSender {
  const { sms, templates, preferences, outbox } = deps;
  return async (message) => {
    const templateId = message.kind === 'order_placed' ? undefined : templates[message.kind];
    if (!templateId) return { result: 'skip', reason: `no DLT template id for ${message.kind}` };
    if (!message.phone) return { result: 'skip', reason: 'no phone number' };
    // The switch may have been turned off after the change queued the message.
    if (message.userId && !(await preferences.get(message.userId)).orderSms)
      return { result: 'skip', reason: 'order SMS switched off' };
    if (message.kind === 'refund_started') {
      const refund = await outbox.refundState(message.sourceId);
      // A refund the gateway refused at once never started: telling of it would mislead.
      if (!refund || refund.status === 'failed') return { result: 'skip', reason: 'the refund failed' };
      // Queued when the refund was written, a moment before the gateway is asked: wait for its answer.
      if (refund.status === 'pending' && !refund.gatewayRefundId)
        return { result: 'retry', error: 'the payment gateway has not yet taken the refund' };
    }
    const { variables, text } = orderMessage(message.kind, message.order, message.data);
    try {
      await sms.sendTemplate(message.phone, { templateId, kind: message.kind, variables, text });
      return { result: 'sent' };
    } catch (error) {
      return { result: 'retry', error: error instanceof Error ? error.message : String(error) };
    }
  };
}
