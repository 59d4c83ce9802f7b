// Sending SMS: one-time codes and the order messages (docs/product.md#order-notifications). Two
// providers: the development console (messages in the log and a development-only outbox) and
// MSG91, a gateway common in India, chosen by SMS_PROVIDER.
import type { Env } from '#server/env.ts';
import type { NotificationKind } from '#shared/notifications.ts';
import { createConsoleSms } from './console-sms.ts';
import { createMsg91Sms } from './msg91-sms.ts';

/** An order message: a DLT template and its variables; `text` is the whole message as read. */
export type TemplateMessage = {
  templateId: string;
  kind: NotificationKind;
  variables: Record<string, string>;
  text: string;
};

export type SmsProvider = {
  readonly name: 'console' | 'msg91';
  /** Resolves once the gateway accepted the message; throws with the cause otherwise. */
  sendCode(phoneNumber: string, code: string): Promise<void>;
  /** Resolves once the gateway accepted the message; throws with the cause otherwise. */
  sendTemplate(phoneNumber: string, message: TemplateMessage): Promise<void>;
};

export function createSmsProvider(sms: Env['sms'], log: (message: string) => void) {
  return sms.provider === 'msg91' ? createMsg91Sms(sms) : createConsoleSms(log);
}
