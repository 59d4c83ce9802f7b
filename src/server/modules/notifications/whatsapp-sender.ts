// The WhatsApp channel of the outbox (docs/product.md#whatsapp-updates): the kind's approved
// utility template in the order's language where a translation is approved, with the same values
// the SMS carries, sent by the Cloud API. Whatever cannot go (WhatsApp off, no template for the
// kind, a number Meta refuses) is answered 'failed', and the worker's fallback queues the SMS.
import type { WhatsappSettings } from '#server/env/whatsapp-settings.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { sendTemplate, type TemplateMessage } from '../whatsapp/cloud-api.ts';
import type { NotificationPreferencesRepo } from './notification-preferences.repo.ts';
import { orderMessage } from './order-messages.ts';
import type { ChannelSender } from './outbox-sender.ts';

/** The body's parameters of each kind's template, in order ({{1}}, {{2}}): README lists them. */
const PARAMETERS = {
  order_accepted: ['order'],
  order_out_for_delivery: ['order', 'rider'],
  order_ready_for_pickup: ['order'],
  order_delivered: ['order'],
  order_cancelled: ['order', 'reason'],
  refund_started: ['order', 'amount'],
} as const;

export function createWhatsappSender(deps: {
  settings: WhatsappSettings | undefined;
  preferences: Pick<NotificationPreferencesRepo, 'get'>;
  send?: typeof sendTemplate;
}): ChannelSender {
  const { settings, preferences, send = sendTemplate } = deps;
  return async (message) => {
    const { kind } = message;
    if (kind === 'order_placed' || kind === 'delivery_assigned')
      return { result: 'skip', reason: `${kind} is not a customer's message` };
    if (!settings) return { result: 'failed', error: 'WhatsApp is not set up; sent by SMS' };
    const name = settings.templates[kind];
    if (!name) return { result: 'failed', error: `no WhatsApp template for ${kind}; sent by SMS` };
    if (!message.phone) return { result: 'skip', reason: 'no phone number' };
    // Switched off after the change queued it: the customer's SMS choice then decides (the
    // fallback's SMS sender reads it).
    if (message.userId && !(await preferences.get(message.userId)).whatsapp)
      return { result: 'failed', error: 'WhatsApp updates switched off; sent by SMS' };
    const ordered: Language = message.order.language ?? 'en';
    const code = settings.languageCodes[ordered];
    // The words in the parameters are the template's language: English's when the order's own
    // language has no approved translation.
    const language: Language = code === ordered || code.startsWith(`${ordered}_`) ? ordered : 'en';
    const { variables } = orderMessage(kind, message.order, message.data, language);
    const template: TemplateMessage = {
      to: message.phone.replace(/\D/g, ''),
      name,
      languageCode: settings.languageCodes[language],
      parameters: PARAMETERS[kind].map((key) => variables[key] ?? ''),
    };
    const answer = await send(settings, template);
    if (answer.ok) return { result: 'sent', providerMessageId: answer.messageId };
    if (answer.permanent) return { result: 'failed', error: `${answer.error}; sent by SMS` };
    return { result: 'retry', error: answer.error };
  };
}
