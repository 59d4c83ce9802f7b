// Sending SMS: one-time codes and the order messages (docs/product.md#order-notifications). Two
// providers: the development console (messages in the log and a development-only outbox) and
// MSG91, a gateway common in India, chosen by SMS_PROVIDER.
import type { Env } from '#server/env.ts';
import { createConsoleSms } from './console-sms.ts';
import { createMsg91Sms } from './msg91-sms.ts';

export function createSmsProvider(sms: Env['sms'], log: (message: string) => void) {
  return sms.provider === 'msg91' ? createMsg91Sms(sms) : createConsoleSms(log);
}
