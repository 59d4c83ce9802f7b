// The SMS settings: the provider and the DLT template id of each order message in each language
// (docs/product.md#order-notifications, docs/product.md#languages).
import { LANGUAGES, type Language } from '#shared/i18n/languages.ts';
import {
  CUSTOMER_NOTIFICATION_KINDS,
  type NotificationKind,
  smsTemplateSetting,
} from '#shared/notifications.ts';

export type CustomerNotificationKind = Exclude<NotificationKind, 'order_placed'>;

/** Each language's template ids by kind; a language without a kind's id is sent the English one. */
export type SmsTemplates = Record<Language, Partial<Record<CustomerNotificationKind, string>>>;

/**
 * Each customer kind's template id per language as set; the console provider fills the gaps with
 * development ids ('dev-order_accepted', 'dev-order_accepted-mr').
 */
export function parseSmsTemplates(
  cleaned: Record<string, string | undefined>,
  consoleProvider: boolean,
): SmsTemplates {
  const templates: SmsTemplates = { en: {}, hi: {}, mr: {} };
  for (const language of LANGUAGES) {
    for (const kind of CUSTOMER_NOTIFICATION_KINDS) {
      const dev = language === 'en' ? `dev-${kind}` : `dev-${kind}-${language}`;
      const id = cleaned[smsTemplateSetting(kind, language)]?.trim() || (consoleProvider ? dev : undefined);
      if (id) templates[language][kind] = id;
    }
  }
  return templates;
}
