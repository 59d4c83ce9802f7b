// The SMS settings: the provider and the DLT template id of each order message
// (docs/product.md#order-notifications).
import {
  CUSTOMER_NOTIFICATION_KINDS,
  type NotificationKind,
  smsTemplateSetting,
} from '#shared/notifications.ts';

export type CustomerNotificationKind = Exclude<NotificationKind, 'order_placed'>;

/** Each customer kind's template id as set; the console provider fills the gaps with development ids. */
export function parseSmsTemplates(cleaned: Record<string, string | undefined>, consoleProvider: boolean) {
  const templates: Partial<Record<CustomerNotificationKind, string>> = {};
  for (const kind of CUSTOMER_NOTIFICATION_KINDS) {
    const id = cleaned[smsTemplateSetting(kind)]?.trim() || (consoleProvider ? `dev-${kind}` : undefined);
    if (id) templates[kind] = id;
  }
  return templates;
}
