// Configuration is parsed once at start. Every problem is collected and reported in one message
// that names the settings, so an operator fixes them in one go instead of one restart per mistake.

import path from 'node:path';
import type { TranslatedLanguage } from '#shared/i18n/languages.ts';
import { type MapSettings, parseMapSettings } from './env/map-settings.ts';
import { type PaymentGatewaySettings, parsePayments } from './env/payment-settings.ts';
import { type PushSettings, parsePush } from './env/push-settings.ts';
import { rawSchema } from './env/raw-env.ts';
import { parseS3, type S3Settings } from './env/s3-settings.ts';
import { parseSmsTemplates, type SmsTemplates } from './env/sms-settings.ts';
import { parseCountryCodes, parseTrustProxy } from './env/value-parsers.ts';
import { parseWhatsapp, type WhatsappSettings } from './env/whatsapp-settings.ts';
import { type PortRange, parsePrinterPorts } from './modules/printing/printer-ports.ts';

// Named here too until the payment gateway's file, changed elsewhere at the moment, imports it
// from env/payment-settings.ts.

export type Env = {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  uploadsDir: string;
  /** Images in an S3-compatible bucket instead of uploadsDir; undefined keeps the local disk. */
  s3: S3Settings | undefined;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** PostgreSQL cancels a statement of a request after this long; the client gives up 5 s later. */
  databaseStatementTimeoutMs: number;
  redisUrl: string | undefined;
  /** Prepended to every Redis key, so several shops or environments can share one Redis. */
  redisKeyPrefix: string;
  /** Bearer token for GET /metrics; without it the endpoint answers 404. */
  metricsToken: string | undefined;
  authSecret: string;
  trustProxy: boolean | number | string[];
  logLevel: string;
  sms:
    | { provider: 'console' }
    | {
        provider: 'msg91';
        authKey: string;
        /** The sign-in code's template (English). */
        templateId: string;
        /** The sign-in code's template in Hindi and Marathi, when set; a language without one gets English. */
        codeTemplateIds?: Partial<Record<TranslatedLanguage, string>>;
        url: string;
      };
  /**
   * The DLT template id of each order message in each language. An order in a language without
   * its own id is sent the English text (on the English id); a kind with neither is not sent by
   * SMS. With the console provider every kind has a development id in every language unless set.
   */
  smsTemplates: SmsTemplates;
  /** Web Push; undefined = off (no 'Notify me', no staff device push). */
  push: PushSettings | undefined;
  geocodeUrl: string | undefined;
  /** Forward geocoding for the map's address search (Nominatim's /search API); undefined = no search box. */
  geocodeSearchUrl: string | undefined;
  /** The map's tile server and its credit. */
  map: MapSettings;
  /** The payment gateway, when all three RAZORPAY_* secrets are set; undefined = no online payment. */
  payments: PaymentGatewaySettings | undefined;
  /** WhatsApp order updates (docs/product.md#whatsapp-updates); undefined = off, order messages go by SMS. */
  whatsapp: WhatsappSettings | undefined;
  /**
   * The general API limit per caller (a live session, else a client address) per minute: 100
   * (docs/product.md#rate-limits) unless an operator sets another figure.
   */
  apiRequestsPerMinute: number;
  /** The general limit for a signed-in staff account (the board's tablets share it). */
  staffRequestsPerMinute: number;
  /**
   * Sign-in codes one client address may be sent per 5 minutes. Generous: many customers share
   * one mobile-carrier address; each phone has its own strict limit.
   */
  otpSendsPerIpPer5Min: number;
  /** Country codes ('+91') whose numbers may get codes and be delivery phones. */
  smsAllowedCountries: string[];
  adminEmails: string[];
  firstAdmin: { email: string; password: string } | undefined;
  seedDemoData: boolean;
  /** /api/docs and /api/openapi.json are served (API_DOCS; off by default in production). */
  apiDocs: boolean;
  /** The ports the server may send ticket bytes to (PRINTER_PORTS, decision 029). */
  printerPorts: PortRange[];
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

// Development never needs a secret to be set; production must bring its own.
const DEV_AUTH_SECRET = 'development-only-secret-do-not-use-in-production-0123456789';

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // Empty strings mean "not set", as they do in most .env files and CI variable UIs.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = rawSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${String(i.path[0] ?? 'config')}: ${i.message}`));
  }
  const raw = parsed.data;
  const problems: string[] = [];
  const isProduction = raw.NODE_ENV === 'production';

  const publicUrl = raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`;
  if (isProduction) {
    if (!raw.PUBLIC_URL) problems.push('PUBLIC_URL: required in production');
    else if (!publicUrl.startsWith('https://'))
      problems.push('PUBLIC_URL: must be an https:// URL in production');
    if (!raw.AUTH_SECRET)
      problems.push('AUTH_SECRET: required in production (at least 32 random characters)');
    if (raw.SMS_PROVIDER === 'console')
      problems.push('SMS_PROVIDER: the console provider is for development only; set SMS_PROVIDER=msg91');
  }
  if (raw.SMS_PROVIDER === 'msg91') {
    if (!raw.MSG91_AUTH_KEY) problems.push('MSG91_AUTH_KEY: required when SMS_PROVIDER=msg91');
    if (!raw.MSG91_TEMPLATE_ID) problems.push('MSG91_TEMPLATE_ID: required when SMS_PROVIDER=msg91');
  }
  if ((raw.ADMIN_EMAIL && !raw.ADMIN_PASSWORD) || (!raw.ADMIN_EMAIL && raw.ADMIN_PASSWORD)) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD: set both or neither');
  }
  const s3 = parseS3(raw, cleaned, isProduction, problems);
  const payments = parsePayments(raw, isProduction, problems);
  const push = parsePush(raw, isProduction, publicUrl, problems);
  const whatsapp = parseWhatsapp(raw, isProduction, problems);
  const map = parseMapSettings(raw, isProduction, problems);
  const trustProxy = parseTrustProxy(raw.TRUST_PROXY);
  if (trustProxy === null) {
    problems.push('TRUST_PROXY: use true, false, a hop count, or a comma-separated list of proxy addresses');
  }
  const smsAllowedCountries = parseCountryCodes(raw.SMS_ALLOWED_COUNTRIES);
  if (smsAllowedCountries === null) {
    problems.push('SMS_ALLOWED_COUNTRIES: use country codes separated by commas, e.g. +91 or +91,+977');
  }
  const printerPorts = parsePrinterPorts(raw.PRINTER_PORTS);
  if (printerPorts === null) {
    problems.push('PRINTER_PORTS: use ports or ranges separated by commas, e.g. 9100-9109 or 9100,9200');
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = path.resolve(raw.DATA_DIR);
  return {
    nodeEnv: raw.NODE_ENV,
    isProduction,
    host: raw.HOST,
    port: raw.PORT,
    publicUrl: publicUrl.replace(/\/+$/, ''),
    dataDir,
    uploadsDir: path.resolve(raw.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    s3,
    databaseUrl: raw.DATABASE_URL,
    databasePoolSize: raw.DATABASE_POOL_SIZE,
    databaseStatementTimeoutMs: raw.DATABASE_STATEMENT_TIMEOUT_MS,
    redisUrl: raw.REDIS_URL,
    redisKeyPrefix: raw.REDIS_KEY_PREFIX,
    metricsToken: raw.METRICS_TOKEN,
    authSecret: raw.AUTH_SECRET ?? DEV_AUTH_SECRET,
    trustProxy: trustProxy ?? false,
    logLevel: raw.LOG_LEVEL,
    sms:
      raw.SMS_PROVIDER === 'msg91'
        ? {
            provider: 'msg91',
            authKey: raw.MSG91_AUTH_KEY!,
            templateId: raw.MSG91_TEMPLATE_ID!,
            codeTemplateIds: {
              ...(raw.MSG91_TEMPLATE_ID_HI ? { hi: raw.MSG91_TEMPLATE_ID_HI } : {}),
              ...(raw.MSG91_TEMPLATE_ID_MR ? { mr: raw.MSG91_TEMPLATE_ID_MR } : {}),
            },
            url: raw.MSG91_URL,
          }
        : { provider: 'console' },
    smsTemplates: parseSmsTemplates(cleaned, raw.SMS_PROVIDER === 'console'),
    push,
    geocodeUrl: raw.GEOCODE_URL,
    geocodeSearchUrl: raw.GEOCODE_SEARCH_URL,
    map,
    payments,
    whatsapp,
    apiRequestsPerMinute: raw.API_REQUESTS_PER_MINUTE,
    staffRequestsPerMinute: raw.STAFF_REQUESTS_PER_MINUTE,
    otpSendsPerIpPer5Min: raw.OTP_SENDS_PER_IP_PER_5_MIN,
    smsAllowedCountries: smsAllowedCountries ?? [],
    adminEmails: raw.ADMIN_EMAILS,
    firstAdmin:
      raw.ADMIN_EMAIL && raw.ADMIN_PASSWORD
        ? { email: raw.ADMIN_EMAIL.trim().toLowerCase(), password: raw.ADMIN_PASSWORD }
        : undefined,
    // Demo accounts with a published password never exist in production, whatever is set.
    seedDemoData: !isProduction && (raw.SEED_DEMO_DATA ?? true),
    // The map of every route (admin ones included) helps developers and strangers alike.
    apiDocs: raw.API_DOCS ? raw.API_DOCS === 'on' : !isProduction,
    printerPorts: printerPorts ?? [],
  };
}
