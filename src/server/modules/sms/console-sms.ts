// Development SMS: codes and order messages go to the log and to an in-memory outbox that tests
// and demos read through GET /api/dev/sms-outbox (never in production: the server refuses this
// provider there).
import { maskPhone } from '#server/logger.ts';
import type { Language } from '#shared/i18n/languages.ts';
import type { NotificationKind } from '#shared/notifications.ts';
import type { SmsProvider } from './sms-contract.ts';

/** A sign-in code as the console provider "sent" it, with the language asked for. */
export type OutboxMessage = { phoneNumber: string; code: string; language: Language; sentAt: string };
/** An order message as the console provider "sent" it. */
export type OutboxOrderMessage = {
  phoneNumber: string;
  kind: NotificationKind;
  templateId: string;
  variables: Record<string, string>;
  text: string;
  sentAt: string;
};
const MAX_PER_PHONE = 10;

function keep<T>(lists: Map<string, T[]>, phoneNumber: string, message: T) {
  const list = lists.get(phoneNumber) ?? [];
  list.unshift(message);
  lists.set(phoneNumber, list.slice(0, MAX_PER_PHONE));
}

export function createConsoleSms(log: (message: string) => void) {
  // Codes and order messages apart: every reader of the codes takes the newest one, and an order
  // message arriving after a code must not hide it.
  const codes = new Map<string, OutboxMessage[]>();
  const orderMessages = new Map<string, OutboxOrderMessage[]>();
  const provider: SmsProvider & {
    outbox(phoneNumber: string): OutboxMessage[];
    orderOutbox(phoneNumber: string): OutboxOrderMessage[];
    /** Moves the times of the codes sent to `phoneNumber` back by `seconds` (see dev-outbox.routes.ts). */
    backdateCodes(phoneNumber: string, seconds: number): void;
  } = {
    name: 'console',
    async sendCode(phoneNumber, code, language = 'en') {
      keep(codes, phoneNumber, { phoneNumber, code, language, sentAt: new Date().toISOString() });
      // The code in the log is this provider's purpose; the number is not needed there.
      log(`SMS to ${maskPhone(phoneNumber)}: your Chai Express code is ${code}`);
    },
    async sendTemplate(phoneNumber, { templateId, kind, variables, text }) {
      keep(orderMessages, phoneNumber, {
        phoneNumber,
        kind,
        templateId,
        variables,
        text,
        sentAt: new Date().toISOString(),
      });
      log(`SMS to ${maskPhone(phoneNumber)} (${kind}, template ${templateId}): ${text}`);
    },
    outbox: (phoneNumber) => codes.get(phoneNumber) ?? [],
    orderOutbox: (phoneNumber) => orderMessages.get(phoneNumber) ?? [],
    backdateCodes(phoneNumber, seconds) {
      const list = codes.get(phoneNumber) ?? [];
      codes.set(
        phoneNumber,
        list.map((m) => ({ ...m, sentAt: new Date(Date.parse(m.sentAt) - seconds * 1000).toISOString() })),
      );
    },
  };
  return provider;
}

export type ConsoleSms = ReturnType<typeof createConsoleSms>;

export function isConsoleSms(provider: SmsProvider): provider is ConsoleSms {
  return provider.name === 'console' && 'outbox' in provider;
}
