// The settings as the environment gives them: names, formats and defaults, checked in one pass.
// What each group of settings means together is worked out beside it (push, payments, S3, SMS).
import { z } from 'zod';
import { DEFAULT_STATEMENT_TIMEOUT_MS } from '#server/db/statement-timeout.ts';
import { RATE_LIMITS } from '#shared/constants.ts';
import { LANGUAGES } from '#shared/i18n/languages.ts';
import { CUSTOMER_NOTIFICATION_KINDS, smsTemplateSetting } from '#shared/notifications.ts';
import { whatsappRawSchema } from './whatsapp-settings.ts';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const csv = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean),
);

/** The Chrome, Firefox, Edge and Safari push services. */
const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.notify.windows.com',
  '*.push.apple.com',
];

export const rawSchema = z.object({
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
  // The sign-in code's SMS in Hindi and Marathi (docs/product.md#languages): unset, English is sent.
  MSG91_TEMPLATE_ID_HI: z.string().trim().min(1).optional(),
  MSG91_TEMPLATE_ID_MR: z.string().trim().min(1).optional(),
  MSG91_URL: z.url().default('https://control.msg91.com/api/v5/flow/'),
  GEOCODE_URL: z.url().optional(),
  /** Nominatim-style /search endpoint for the map's address search (docs/product.md#the-map). */
  GEOCODE_SEARCH_URL: z.url().optional(),
  MAP_TILE_URL: z.string().min(1).default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().min(1).max(300).default('© OpenStreetMap contributors'),
  // DLT template ids of the order messages (docs/product.md#order-notifications), one per kind.
  // Each language's own (SMS_TEMPLATE_ORDER_ACCEPTED_HI): a language without one gets English.
  ...Object.fromEntries(
    LANGUAGES.flatMap((language) =>
      CUSTOMER_NOTIFICATION_KINDS.map((kind) => [
        smsTemplateSetting(kind, language),
        z.string().trim().min(1).optional(),
      ]),
    ),
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
  // WhatsApp order updates over the Cloud API (docs/product.md#whatsapp-updates; whatsapp-settings.ts).
  ...whatsappRawSchema,
  /** The TCP ports ticket printers may be on (decision 029): '9100-9109' unless set. */
  PRINTER_PORTS: z.string().default('9100-9109'),
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

export type RawEnv = z.infer<typeof rawSchema>;
