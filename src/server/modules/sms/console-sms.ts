// Development SMS: the code goes to the log and to an in-memory outbox that tests and demos read
// through GET /api/dev/sms-outbox (never in production: the server refuses this provider there).
import { maskPhone } from '#server/logger.ts';
import type { SmsProvider } from './sms-provider.ts';

export type OutboxMessage = { phoneNumber: string; code: string; sentAt: string };
const MAX_PER_PHONE = 10;

export function createConsoleSms(log: (message: string) => void) {
  const outbox = new Map<string, OutboxMessage[]>();
  const provider: SmsProvider & { outbox(phoneNumber: string): OutboxMessage[] } = {
    name: 'console',
    async sendCode(phoneNumber, code) {
      const list = outbox.get(phoneNumber) ?? [];
      list.unshift({ phoneNumber, code, sentAt: new Date().toISOString() });
      outbox.set(phoneNumber, list.slice(0, MAX_PER_PHONE));
      // The code in the log is this provider's purpose; the number is not needed there.
      log(`SMS to ${maskPhone(phoneNumber)}: your Chai Express code is ${code}`);
    },
    outbox: (phoneNumber) => outbox.get(phoneNumber) ?? [],
  };
  return provider;
}

export type ConsoleSms = ReturnType<typeof createConsoleSms>;

export function isConsoleSms(provider: SmsProvider): provider is ConsoleSms {
  return provider.name === 'console' && 'outbox' in provider;
}
