// Sending a one-time code by SMS. Two providers: the development console (codes in the log and a
// development-only outbox) and MSG91, a gateway common in India, chosen by SMS_PROVIDER.
import type { Env } from '#server/env.ts';
import { createConsoleSms } from './console-sms.ts';
import { createMsg91Sms } from './msg91-sms.ts';

export type SmsProvider = {
  readonly name: 'console' | 'msg91';
  /** Resolves once the gateway accepted the message; throws with the cause otherwise. */
  sendCode(phoneNumber: string, code: string): Promise<void>;
};

export function createSmsProvider(sms: Env['sms'], log: (message: string) => void) {
  return sms.provider === 'msg91' ? createMsg91Sms(sms) : createConsoleSms(log);
}
