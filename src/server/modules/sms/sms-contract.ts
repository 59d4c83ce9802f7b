// What sending an SMS looks like to its callers, apart from the providers that do it
// (sms-provider.ts chooses one), so a provider imports its contract and not its chooser.
import type { Language } from '#shared/i18n/languages.ts';
import type { NotificationKind } from '#shared/notifications.ts';

/** An order message: a DLT template and its variables; `text` is the whole message as read. */
export type TemplateMessage = {
  templateId: string;
  kind: NotificationKind;
  variables: Record<string, string>;
  text: string;
};

export type SmsProvider = {
  readonly name: 'console' | 'msg91';
  /**
   * Resolves once the gateway accepted the message; throws with the cause otherwise. In `language`
   * when its template is set, in English otherwise.
   */
  sendCode(phoneNumber: string, code: string, language?: Language): Promise<void>;
  /** Resolves once the gateway accepted the message; throws with the cause otherwise. */
  sendTemplate(phoneNumber: string, message: TemplateMessage): Promise<void>;
};
