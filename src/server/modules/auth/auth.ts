// better-auth instance: staff email + password (no public sign-up) on our Drizzle tables.
// It is used server-side only (auth.api.*): every sign-in goes through our own routes with our
// validation, limits and audit log; no catch-all /api/auth/* surface is exposed
// (docs/decisions/007-auth-through-our-routes.md).
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { betterAuth } from 'better-auth/minimal';
import { phoneNumber } from 'better-auth/plugins/phone-number';
import type { Db } from '#server/db/database.ts';
import { accounts, rateLimits, sessions, users, verifications } from '#server/db/schema.ts';
import type { Env } from '#server/env.ts';
import { OTP, SESSION_REFRESH_MS } from '#shared/constants.ts';
import { type Language, languageOf } from '#shared/i18n/languages.ts';
import { type AuthLog, authLogger } from './auth-log.ts';
import { customerEmailFor } from './customer-email.ts';
import { createPhoneCodesRepo } from './phone-codes.repo.ts';

const DAY = 24 * 60 * 60;
/**
 * Sessions last a week and are extended once less than an hour remains (docs/product.md#customer-sign-in).
 */
export const SESSION_SECONDS = 7 * DAY;
const REFRESH_WHEN_REMAINING_SECONDS = SESSION_REFRESH_MS / 1000;

/**
 * Where a code goes: the SMS provider, in the customer's language. Errors propagate so the route
 * can say 'Failed to send OTP'.
 */
export type SendCode = (phoneNumber: string, code: string, language: Language) => Promise<void>;

/**
 * How our route tells better-auth's send which language the code's SMS is in: a header on the
 * server-side call only (no better-auth route is exposed, decision 007), read back in sendOTP.
 */
export const CODE_LANGUAGE_HEADER = 'x-chai-code-language';

export function createAuth(db: Db, env: Env, sendCode: SendCode, log: AuthLog) {
  const phoneCodes = createPhoneCodesRepo(db);
  return betterAuth({
    logger: authLogger(log),
    appName: 'Chai Express',
    baseURL: env.publicUrl,
    secret: env.authSecret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
      },
    }),
    emailAndPassword: { enabled: true, disableSignUp: true, minPasswordLength: 8, maxPasswordLength: 128 },
    // No cookieCache: every getSession reads the session and user rows, which is what lets
    // staff-auth.service trust the user it returns (role changes and bans apply at once).
    session: {
      expiresIn: SESSION_SECONDS,
      updateAge: SESSION_SECONDS - REFRESH_WHEN_REMAINING_SECONDS,
    },
    user: {
      additionalFields: {
        role: { type: 'string', input: false, defaultValue: 'user' },
        banned: { type: 'boolean', input: false, defaultValue: false },
        mustChangePassword: { type: 'boolean', input: false, defaultValue: false },
      },
    },
    plugins: [
      phoneNumber({
        otpLength: OTP.length,
        expiresIn: OTP.ttlMs / 1000,
        allowedAttempts: OTP.maxWrongTries,
        sendOTP: ({ phoneNumber: phone, code }, ctx) =>
          sendCode(phone, code, languageOf(ctx?.headers?.get(CODE_LANGUAGE_HEADER))),
        // Any code sent to the phone in its 5 minutes, not only the newest (phone-codes.repo.ts);
        // the service has checked it and counted wrong tries before it asks for the session.
        verifyOTP: ({ phoneNumber: phone, code }) => phoneCodes.consume(phone, code),
        signUpOnVerification: { getTempEmail: customerEmailFor, getTempName: (phone) => phone },
      }),
    ],
    // Our routes apply the shop's limits (docs/product.md#rate-limits, with the client IP Fastify
    // trusts); better-auth's own limiter would key on a header we do not pass.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'chai',
      useSecureCookies: env.isProduction,
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
      database: { generateId: () => crypto.randomUUID() },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
