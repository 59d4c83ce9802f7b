// Configuration is parsed once at start. Every problem is collected and reported in one message
// that names the settings, so an operator fixes them in one go instead of one restart per mistake.
import path from 'node:path';
import { z } from 'zod';
import type { S3StorageOptions } from '#server/modules/images/s3-storage.ts';
import { RATE_LIMITS } from '#shared/constants.ts';
import {
  CUSTOMER_NOTIFICATION_KINDS,
  type NotificationKind,
  smsTemplateSetting,
} from '#shared/notifications.ts';
import { DEFAULT_STATEMENT_TIMEOUT_MS } from './db/statement-timeout.ts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const csv = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean),
);

type CustomerNotificationKind = Exclude<NotificationKind, 'order_placed'>;

/** The Chrome, Firefox, Edge and Safari push services. */
const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.notify.windows.com',
  '*.push.apple.com',
];

const rawSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .max(600_000)
    .default(DEFAULT_STATEMENT_TIMEOUT_MS),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  REDIS_KEY_PREFIX: z.string().min(1).max(64).default('chai:'),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  UPLOADS_DIR: z.string().min(1).optional(),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9._-]{1,61}[a-z0-9]$/i,
      'must be a bucket name (3-63 letters, digits, dots, hyphens)',
    )
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  S3_PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TRUST_PROXY: z.string().default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMS_PROVIDER: z.enum(['console', 'msg91']).default('console'),
  MSG91_AUTH_KEY: z.string().min(1).optional(),
  MSG91_TEMPLATE_ID: z.string().min(1).optional(),
  MSG91_URL: z.url().default('https://control.msg91.com/api/v5/flow/'),
  GEOCODE_URL: z.url().optional(),
  // DLT template ids of the order messages (docs/product.md#order-notifications), one per kind.
  ...Object.fromEntries(
    CUSTOMER_NOTIFICATION_KINDS.map((kind) => [
      smsTemplateSetting(kind),
      z.string().trim().min(1).optional(),
    ]),
  ),
  WEB_PUSH: bool.optional(),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a VAPID public key (base64url, 65 bytes)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a VAPID private key (base64url, 32 bytes)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL')
    .optional(),
  PUSH_SERVICE_HOSTS: csv.default(DEFAULT_PUSH_SERVICE_HOSTS),
  RAZORPAY_KEY_ID: z
    .string()
    .regex(/^rzp_(test|live)_[A-Za-z0-9]+$/, 'must be a Razorpay key id (rzp_test_... or rzp_live_...)')
    .optional(),
  RAZORPAY_KEY_SECRET: z.string().min(8, 'must be the key secret from the Razorpay dashboard').optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(8, 'must be at least 8 characters').optional(),
  // Where the gateway's API and its checkout script live; the tests point both at a local fake.
  RAZORPAY_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.razorpay.com'),
  /** How long a call to the gateway may take before the shop stops waiting (a lost answer). */
  RAZORPAY_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100, 'must be at least 100 (milliseconds)')
    .max(60_000, 'must be at most 60000 (milliseconds)')
    .default(10_000),
  RAZORPAY_CHECKOUT_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://checkout.razorpay.com/v1/checkout.js'),
  API_REQUESTS_PER_MINUTE: z.coerce.number().int().min(10).max(1_000_000).default(RATE_LIMITS.api.max),
  STAFF_REQUESTS_PER_MINUTE: z.coerce.number().int().min(10).max(1_000_000).default(RATE_LIMITS.staffApi.max),
  OTP_SENDS_PER_IP_PER_5_MIN: z.coerce.number().int().min(1).max(1_000_000).default(30),
  SMS_ALLOWED_COUNTRIES: z.string().default('+91'),
  ADMIN_EMAILS: csv.default([]),
  ADMIN_EMAIL: z.string().trim().toLowerCase().pipe(z.email()).optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  SEED_DEMO_DATA: bool.optional(),
  API_DOCS: z.enum(['on', 'off']).optional(),
});

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
  sms: { provider: 'console' } | { provider: 'msg91'; authKey: string; templateId: string; url: string };
  /**
   * The DLT template id of each order message; a kind without one is never sent by SMS. With the
   * console provider every kind has a development id unless one is set.
   */
  smsTemplates: Partial<Record<CustomerNotificationKind, string>>;
  /** Web Push; undefined = off (no 'Notify me', no staff device push). */
  push: PushSettings | undefined;
  geocodeUrl: string | undefined;
  /** The payment gateway, when all three RAZORPAY_* secrets are set; undefined = no online payment. */
  payments: PaymentGatewaySettings | undefined;
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
};

/**
 * Web Push settings. Without keys (development and tests only) the server makes a VAPID pair on
 * first start and keeps it in the database, so subscriptions survive restarts.
 */
export type PushSettings = {
  vapid: { publicKey: string; privateKey: string } | undefined;
  subject: string;
  /** Push services subscriptions may point at (the server POSTs there): host names, '*.' for a domain. */
  serviceHosts: string[];
  /** Outside production, http://localhost and 127.0.0.1 endpoints are accepted too (the tests' fake push service). */
  allowLocalServices: boolean;
};

/** WEB_PUSH (on by default outside production) and VAPID_*: the keys all together or none. */
function parsePush(
  raw: z.infer<typeof rawSchema>,
  isProduction: boolean,
  publicUrl: string,
  problems: string[],
) {
  const enabled = raw.WEB_PUSH ?? !isProduction;
  if (!enabled) return undefined;
  const keys = { VAPID_PUBLIC_KEY: raw.VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: raw.VAPID_PRIVATE_KEY };
  const missing = Object.entries(keys)
    .filter(([, v]) => !v)
    .map(([k]) => k);
  if (missing.length === 1)
    problems.push(`${missing[0]}: required with the other VAPID key (set both or neither)`);
  if (isProduction) {
    for (const name of missing.length === 2 ? missing : [])
      problems.push(`${name}: required in production when WEB_PUSH is on (npx web-push generate-vapid-keys)`);
    if (!raw.VAPID_SUBJECT)
      problems.push('VAPID_SUBJECT: required in production when WEB_PUSH is on (mailto:you@example.com)');
  }
  const subject =
    raw.VAPID_SUBJECT ?? (publicUrl.startsWith('https://') ? publicUrl : 'mailto:dev@localhost');
  return {
    vapid:
      raw.VAPID_PUBLIC_KEY && raw.VAPID_PRIVATE_KEY
        ? { publicKey: raw.VAPID_PUBLIC_KEY, privateKey: raw.VAPID_PRIVATE_KEY }
        : undefined,
    subject,
    serviceHosts: raw.PUSH_SERVICE_HOSTS,
    allowLocalServices: !isProduction,
  } satisfies PushSettings;
}

/** Each customer kind's template id as set; the console provider fills the gaps with development ids. */
function parseSmsTemplates(cleaned: Record<string, string | undefined>, consoleProvider: boolean) {
  const templates: Partial<Record<CustomerNotificationKind, string>> = {};
  for (const kind of CUSTOMER_NOTIFICATION_KINDS) {
    const id = cleaned[smsTemplateSetting(kind)]?.trim() || (consoleProvider ? `dev-${kind}` : undefined);
    if (id) templates[kind] = id;
  }
  return templates;
}

export type PaymentGatewaySettings = {
  provider: 'razorpay';
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Without a trailing slash: https://api.razorpay.com */
  apiUrl: string;
  checkoutScriptUrl: string;
  /** Per call; a call that takes longer is a lost answer, which is never taken as a refusal. */
  timeoutMs: number;
};

/** RAZORPAY_*: the three secrets together or none, so a half-configured gateway never takes money. */
function parsePayments(
  raw: z.infer<typeof rawSchema>,
  isProduction: boolean,
  problems: string[],
): PaymentGatewaySettings | undefined {
  const secrets = {
    RAZORPAY_KEY_ID: raw.RAZORPAY_KEY_ID,
    RAZORPAY_KEY_SECRET: raw.RAZORPAY_KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: raw.RAZORPAY_WEBHOOK_SECRET,
  };
  const missing = Object.entries(secrets)
    .filter(([, v]) => !v)
    .map(([k]) => k);
  if (missing.length === 3) return undefined;
  if (missing.length > 0) {
    problems.push(
      `${missing.join(', ')}: required with the other RAZORPAY_* settings (set all three or none)`,
    );
    return undefined;
  }
  if (isProduction && !raw.RAZORPAY_API_URL.startsWith('https://'))
    problems.push('RAZORPAY_API_URL: must be an https:// URL in production');
  if (isProduction && !raw.RAZORPAY_CHECKOUT_URL.startsWith('https://'))
    problems.push('RAZORPAY_CHECKOUT_URL: must be an https:// URL in production');
  return {
    provider: 'razorpay',
    keyId: raw.RAZORPAY_KEY_ID!,
    keySecret: raw.RAZORPAY_KEY_SECRET!,
    webhookSecret: raw.RAZORPAY_WEBHOOK_SECRET!,
    apiUrl: raw.RAZORPAY_API_URL.replace(/\/+$/, ''),
    checkoutScriptUrl: raw.RAZORPAY_CHECKOUT_URL,
    timeoutMs: raw.RAZORPAY_TIMEOUT_MS,
  };
}

/** What the S3_* settings give the S3 driver; the listing page size is the store's own. */
export type S3Settings = Omit<S3StorageOptions, 'listPageSize'>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

// Development never needs a secret to be set; production must bring its own.
const DEV_AUTH_SECRET = 'development-only-secret-do-not-use-in-production-0123456789';

function parseTrustProxy(value: string): boolean | number | string[] | null {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const list = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const ipish = /^[0-9a-fA-F.:]+(\/\d{1,3})?$/;
  return list.every((s) => ipish.test(s) || s === 'loopback' || s === 'linklocal' || s === 'uniquelocal')
    ? list
    : null;
}

/** '+91, 977' -> ['+91', '+977'], or null when an entry is not a country code. */
function parseCountryCodes(value: string): string[] | null {
  const codes = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => (s.startsWith('+') ? s : `+${s}`));
  return codes.length > 0 && codes.every((c) => /^\+[1-9]\d{0,2}$/.test(c)) ? [...new Set(codes)] : null;
}

/** S3_* settings: all of them or none, so a half-set store never falls back to the disk unseen. */
function parseS3(
  raw: z.infer<typeof rawSchema>,
  given: Record<string, unknown>,
  isProduction: boolean,
  problems: string[],
): S3Settings | undefined {
  const named = Object.keys(given).filter((k) => k.startsWith('S3_'));
  if (!raw.S3_BUCKET) {
    if (named.length > 0)
      problems.push(`S3_BUCKET: required when other S3_* settings are set (${named.sort().join(', ')})`);
    return undefined;
  }
  if (!raw.S3_ACCESS_KEY_ID) problems.push('S3_ACCESS_KEY_ID: required when S3_BUCKET is set');
  if (!raw.S3_SECRET_ACCESS_KEY) problems.push('S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set');
  // AWS's own bucket address is known; another server's (or a CDN's) has to be given.
  const pathStyle = raw.S3_FORCE_PATH_STYLE || raw.S3_BUCKET.includes('.');
  const publicUrl =
    raw.S3_PUBLIC_URL ??
    (raw.S3_ENDPOINT
      ? undefined
      : pathStyle
        ? `https://s3.${raw.S3_REGION}.amazonaws.com/${raw.S3_BUCKET}`
        : `https://${raw.S3_BUCKET}.s3.${raw.S3_REGION}.amazonaws.com`);
  if (!publicUrl) {
    problems.push(
      'S3_PUBLIC_URL: required with S3_ENDPOINT (the address browsers load images from: the bucket URL or a CDN)',
    );
  } else {
    const url = new URL(publicUrl);
    if (url.search || url.hash || publicUrl.includes('?') || publicUrl.includes('#'))
      problems.push('S3_PUBLIC_URL: must not have a query or fragment');
    if (isProduction && url.protocol !== 'https:')
      problems.push('S3_PUBLIC_URL: must be an https:// URL in production (pages are https)');
  }
  if (!raw.S3_ACCESS_KEY_ID || !raw.S3_SECRET_ACCESS_KEY || !publicUrl) return undefined;
  return {
    bucket: raw.S3_BUCKET,
    region: raw.S3_REGION,
    endpoint: raw.S3_ENDPOINT,
    accessKeyId: raw.S3_ACCESS_KEY_ID,
    secretAccessKey: raw.S3_SECRET_ACCESS_KEY,
    forcePathStyle: raw.S3_FORCE_PATH_STYLE,
    publicUrl: publicUrl.replace(/\/+$/, ''),
  };
}

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
  const trustProxy = parseTrustProxy(raw.TRUST_PROXY);
  if (trustProxy === null) {
    problems.push('TRUST_PROXY: use true, false, a hop count, or a comma-separated list of proxy addresses');
  }
  const smsAllowedCountries = parseCountryCodes(raw.SMS_ALLOWED_COUNTRIES);
  if (smsAllowedCountries === null) {
    problems.push('SMS_ALLOWED_COUNTRIES: use country codes separated by commas, e.g. +91 or +91,+977');
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
            url: raw.MSG91_URL,
          }
        : { provider: 'console' },
    smsTemplates: parseSmsTemplates(cleaned, raw.SMS_PROVIDER === 'console'),
    push,
    geocodeUrl: raw.GEOCODE_URL,
    payments,
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
  };
}
