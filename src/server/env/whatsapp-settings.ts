// The WhatsApp order updates' settings (docs/product.md#whatsapp-updates): the Cloud API number,
// its secrets, and the approved utility template of each order message.
import { z } from 'zod';
import { LANGUAGES, type Language } from '#shared/i18n/languages.ts';
import { CUSTOMER_NOTIFICATION_KINDS } from '#shared/notifications.ts';
import type { CustomerNotificationKind } from './sms-settings.ts';

/** Graph API version the Cloud API is called at unless WHATSAPP_GRAPH_URL says otherwise. */
export const DEFAULT_WHATSAPP_GRAPH_URL = 'https://graph.facebook.com/v21.0';

/** WHATSAPP_TEMPLATE_ORDER_ACCEPTED, WHATSAPP_TEMPLATE_REFUND_STARTED, ... */
export const whatsappTemplateSetting = (kind: CustomerNotificationKind) =>
  `WHATSAPP_TEMPLATE_${kind.toUpperCase()}`;

/** The four secrets and ids a working channel needs, all together. */
const CREDENTIALS = [
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_ACCESS_TOKEN',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
] as const;

// Meta's template names: lower-case letters, digits and underscores.
const templateName = z
  .string()
  .trim()
  .regex(/^[a-z0-9_]{1,512}$/, 'must be a template name (lower-case letters, digits and underscores)')
  .optional();

// A WhatsApp language code: 'en', 'en_US', 'hi', 'mr'.
const languageCode = /^[a-z]{2,3}(_[A-Z]{2})?$/;

/** The raw settings (raw-env.ts spreads these into its schema). */
export const whatsappRawSchema = {
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .trim()
    .regex(/^\d{5,30}$/, 'must be the phone number id (digits)')
    .optional(),
  WHATSAPP_ACCESS_TOKEN: z.string().trim().min(20, 'must be a system user access token').optional(),
  WHATSAPP_APP_SECRET: z.string().trim().min(8, "must be the app's secret (App settings > Basic)").optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().trim().min(8, 'must be at least 8 characters').max(200).optional(),
  WHATSAPP_GRAPH_URL: z.url({ protocol: /^https?$/ }).default(DEFAULT_WHATSAPP_GRAPH_URL),
  WHATSAPP_TEMPLATE_LANGUAGES: z.string().trim().default('en'),
  WHATSAPP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  ...Object.fromEntries(
    CUSTOMER_NOTIFICATION_KINDS.map((kind) => [whatsappTemplateSetting(kind), templateName]),
  ),
};

export type WhatsappSettings = {
  phoneNumberId: string;
  accessToken: string;
  appSecret: string;
  verifyToken: string;
  /** Without a trailing slash: https://graph.facebook.com/v21.0 */
  graphUrl: string;
  timeoutMs: number;
  /** Each kind's approved template; a kind without one goes by SMS. */
  templates: Partial<Record<CustomerNotificationKind, string>>;
  /**
   * The WhatsApp language code each of our languages is sent in: the templates' translations as
   * approved (WHATSAPP_TEMPLATE_LANGUAGES), English's for a language without its own.
   */
  languageCodes: Record<Language, string>;
};

type Raw = Record<string, unknown>;

/**
 * WHATSAPP_TEMPLATE_LANGUAGES 'en_US,hi,mr' -> { en: 'en_US', hi: 'hi', mr: 'mr' }: each of our
 * languages takes the code that is it or starts with it and '_'; a language without one is sent
 * English's (the first code when no English is listed). Null when an entry is not a code.
 */
export function parseTemplateLanguages(value: string): Record<Language, string> | null {
  const codes = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (codes.length === 0 || !codes.every((c) => languageCode.test(c))) return null;
  const codeOf = (language: Language) => codes.find((c) => c === language || c.startsWith(`${language}_`));
  const english = codeOf('en') ?? codes[0]!;
  return Object.fromEntries(LANGUAGES.map((l) => [l, codeOf(l) ?? english])) as Record<Language, string>;
}

/**
 * All four WHATSAPP_* credentials and at least one template name, or nothing: none set is the
 * channel off. Half a configuration (some set, some missing) stops a production start with what
 * is missing; elsewhere it leaves the channel off.
 */
export function parseWhatsapp(
  raw: Raw,
  isProduction: boolean,
  problems: string[],
): WhatsappSettings | undefined {
  const templates: WhatsappSettings['templates'] = {};
  for (const kind of CUSTOMER_NOTIFICATION_KINDS) {
    const name = raw[whatsappTemplateSetting(kind)];
    if (typeof name === 'string' && name) templates[kind] = name;
  }
  const missing: string[] = CREDENTIALS.filter((name) => !raw[name]);
  const anyTemplate = Object.keys(templates).length > 0;
  if (missing.length === CREDENTIALS.length && !anyTemplate) return undefined;
  if (!anyTemplate) missing.push('WHATSAPP_TEMPLATE_* (at least one, e.g. WHATSAPP_TEMPLATE_ORDER_ACCEPTED)');
  const languageCodes = parseTemplateLanguages(String(raw.WHATSAPP_TEMPLATE_LANGUAGES ?? 'en'));
  if (languageCodes === null)
    problems.push(
      'WHATSAPP_TEMPLATE_LANGUAGES: use WhatsApp language codes separated by commas, e.g. en or en_US,hi,mr',
    );
  if (missing.length > 0) {
    if (isProduction)
      problems.push(
        `${missing.join(', ')}: required with the other WHATSAPP_* settings (set them all, or none to turn WhatsApp updates off)`,
      );
    return undefined;
  }
  const graphUrl = String(raw.WHATSAPP_GRAPH_URL);
  if (isProduction && !graphUrl.startsWith('https://'))
    problems.push('WHATSAPP_GRAPH_URL: must be an https:// URL in production');
  if (!languageCodes) return undefined;
  return {
    phoneNumberId: String(raw.WHATSAPP_PHONE_NUMBER_ID),
    accessToken: String(raw.WHATSAPP_ACCESS_TOKEN),
    appSecret: String(raw.WHATSAPP_APP_SECRET),
    verifyToken: String(raw.WHATSAPP_VERIFY_TOKEN),
    graphUrl: graphUrl.replace(/\/+$/, ''),
    timeoutMs: Number(raw.WHATSAPP_TIMEOUT_MS ?? 10_000),
    templates,
    languageCodes,
  };
}
