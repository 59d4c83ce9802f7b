// Customer sign-in by phone code (docs/product.md#customer-sign-in, #d8-robot-check-and-sms-run-by-the-shop):
// the countries codes may go to, robot check, a generous per-address send limit, strict per-phone send limits
// and resend delay, codes through better-auth's phone-number plugin, and the profile looked up (or created)
// by phone after a successful verify. A disabled account's phone is answered as any number's and refused at the
// verify; a phone that belongs to anything but a customer's account gets neither a code nor a session (a phone
// code never opens a staff account).

import { AppError, invalid, tooManyRequests } from '#server/http/app-error.ts';
import type { RequestContext } from '#server/http/request-context.ts';
import { maskPhone } from '#server/logger.ts';
import type { CustomerSession } from '#shared/api/customer.ts';
import { OTP, RATE_LIMITS } from '#shared/constants.ts';
import { MESSAGES } from '#shared/errors.ts';
import { DEFAULT_LANGUAGE, type Language } from '#shared/i18n/languages.ts';
import { phoneCountryProblem } from '#shared/validation.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { type Auth, CODE_LANGUAGE_HEADER } from '../auth/auth.ts';
import { isCustomerEmail } from '../auth/customer-email.ts';
import type { CodeCheck, PhoneCodesRepo } from '../auth/phone-codes.repo.ts';
import type { SessionsRepo } from '../auth/sessions.repo.ts';
import type { SessionsEnded } from '../events/event-bus.ts';
import type { RobotCheck, RobotCheckPayload } from '../robot-check/robot-check.service.ts';
import type { CustomersRepo, ProfileRow } from './customers.repo.ts';

/** The audit action of a code send: the per-phone limits and the resend wait read these entries. */
export const OTP_SENT = 'otp.sent';
/** A staff account on a customer's own route: it has no customer profile. */
const CUSTOMERS_ONLY = 'Only customer accounts have a profile here';
/**
 * Live sessions one customer may hold: a new sign-in past it ends the oldest. Each sign-in is a
 * session of its own (phone, laptop, a shop's shared tablet); uncapped, someone with the phone
 * could pile up sessions without end.
 */
export const MAX_SESSIONS_PER_CUSTOMER = 10;
/** The window of the per-address send limit (its size is a setting). */
const IP_SEND_WINDOW_MS = 5 * 60_000;

const toProfile = (row: ProfileRow, hasOrdered: boolean) => ({
  id: row.id,
  phoneNumber: row.phoneNumber,
  displayName: row.displayName,
  fullName: row.fullName,
  hasOrdered,
});

/**
 * Why a code may not be sent now to a phone that was sent codes at `sent` (ms), or undefined.
 * The waits are capped at the rules' own lengths: a send recorded by the database's clock can
 * look a moment newer than this server's `t`.
 */
function sendRefusal(sent: number[], t: number): { error: AppError; limited: boolean } | undefined {
  const last = Math.max(0, ...sent);
  // The phone was sent a code within the window: the sign-in form offers that code's step and
  // counts the wait down instead of a bare 'Too many requests'.
  const wait = (ms: number, cap: number) =>
    tooManyRequests(Math.min(ms, cap) / 1000, { phone: MESSAGES.codeRecentlySent });
  if (t - last < OTP.resendAfterMs)
    return { error: wait(last + OTP.resendAfterMs - t, OTP.resendAfterMs), limited: false };
  if (sent.length >= RATE_LIMITS.otp.max) {
    const oldest = Math.min(...sent);
    return { error: wait(oldest + RATE_LIMITS.otp.windowMs - t, RATE_LIMITS.otp.windowMs), limited: true };
  }
  return undefined;
}

/**
 * What the customer reads when a code is refused: a wrong code may be tried again; a dead one
 * (wrong too often, expired, already used) only says so and that a new code is needed.
 */
function codeRefusal(found: Exclude<CodeCheck, 'right'>): string {
  if (found === 'used-up') return MESSAGES.codeUsedUp;
  if (found === 'none') return MESSAGES.codeNoLongerValid;
  return MESSAGES.invalidOtp;
}

type Deps = {
  auth: Auth;
  audit: AuditService;
  customers: CustomersRepo;
  sessions: Pick<SessionsRepo, 'keepNewest'>;
  phoneCodes: Pick<PhoneCodesRepo, 'check' | 'discard'>;
  robotCheck: RobotCheck;
  sessionsEnded: SessionsEnded;
  /** Country codes ('+91') whose numbers may be sent codes (SMS_ALLOWED_COUNTRIES). */
  allowedCountries: readonly string[];
  /**
   * Sends per client address per IP_SEND_WINDOW_MS, counted in `counter` (shared through Redis
   * when configured). Many customers share one mobile-carrier address, so this is generous; the
   * per-phone limits are the strict ones.
   */
  sendsPerAddress: {
    max: number;
    counter: { incr(key: string, windowMs: number): Promise<{ current: number; ttl: number }> };
  };
  log: { error(details: object, message: string): void };
  now?: () => Date;
};

/**
 * Refuses a phone that belongs to anything but a customer's account (better-auth would open a
 * session for whatever account holds the number). A disabled customer is not refused here: a code
 * send answers as for any number (telling a stranger the account is disabled said too much), and
 * the verify refuses it, to the person who holds the phone and its code.
 */
async function assertCustomerPhone(customers: CustomersRepo, phone: string) {
  const account = await customers.accountByPhone(phone);
  if (account && !isCustomerEmail(account.email))
    throw new AppError('FORBIDDEN', MESSAGES.phoneNotForCustomerSignIn);
  return account;
}

export function createCustomerAuthService({
  auth,
  audit,
  customers,
  sessions,
  phoneCodes,
  robotCheck,
  sessionsEnded,
  allowedCountries,
  sendsPerAddress,
  log,
  now = () => new Date(),
}: Deps) {
  /**
   * Counts a send against its client address. Only requests that got this far (a valid body and
   * a verified robot check) count, so junk from a shared address cannot use up its allowance.
   */
  async function countAgainstAddress(context: RequestContext) {
    const { current, ttl } = await sendsPerAddress.counter.incr(
      `otp-send-ip|${context.ipAddress ?? 'unknown'}`,
      IP_SEND_WINDOW_MS,
    );
    if (current > sendsPerAddress.max) throw tooManyRequests(Math.min(ttl, IP_SEND_WINDOW_MS) / 1000);
  }

  return {
    async sendCode(
      phone: string,
      robot: RobotCheckPayload,
      context: RequestContext,
      /** The storefront's language: the SMS is in it when its template is set. */
      language: Language = DEFAULT_LANGUAGE,
    ) {
      const countryProblem = phoneCountryProblem(phone, allowedCountries);
      if (countryProblem) throw invalid(countryProblem, { phone: countryProblem });
      if (!(await robotCheck.verify(robot))) {
        await audit.record(context, {
          action: 'security.robot_check_failed',
          tableName: 'verifications',
          recordId: phone,
        });
        throw invalid('The robot check failed. Please try again.');
      }
      await countAgainstAddress(context);
      await assertCustomerPhone(customers, phone);
      const t = now().getTime();
      // The send is claimed (recorded) before the SMS goes, in one step with the check, so sends
      // arriving together cannot all pass the per-phone limits; a failed SMS gives the claim back.
      let refusal: { error: AppError; limited: boolean } | undefined;
      const claim = await audit.recordIf(
        context,
        { action: OTP_SENT, tableName: 'verifications', recordId: phone },
        new Date(t - RATE_LIMITS.otp.windowMs),
        (times) => {
          refusal = sendRefusal(
            times.map((d) => d.getTime()),
            t,
          );
          return refusal === undefined;
        },
      );
      if (!claim) {
        if (refusal?.limited)
          await audit.record(context, {
            action: 'security.otp_send_limited',
            tableName: 'verifications',
            recordId: phone,
          });
        throw refusal?.error ?? tooManyRequests(OTP.resendAfterMs / 1000);
      }
      try {
        await auth.api.sendPhoneNumberOTP({
          body: { phoneNumber: phone },
          headers: new Headers({ [CODE_LANGUAGE_HEADER]: language }),
        });
      } catch (error) {
        await audit.remove(claim);
        log.error({ err: error, phone: maskPhone(phone) }, 'sending the sign-in code failed');
        throw new AppError('SERVER_ERROR', MESSAGES.sendOtpFailed, undefined, 'upstream-failed');
      }
      return {
        sentTo: maskPhone(phone),
        resendAfterSeconds: OTP.resendAfterMs / 1000,
        expiresInSeconds: OTP.ttlMs / 1000,
      };
    },

    async verifyCode(
      input: { phone: string; code: string; fullName?: string },
      context: RequestContext,
      headers: Headers,
    ): Promise<CustomerSession & { cookies: string[] }> {
      // Checked before the code: verifying it would create a session for that account.
      const account = await assertCustomerPhone(customers, input.phone);
      const found = await phoneCodes.check(input.phone, input.code);
      if (found !== 'right') {
        if (found === 'used-up')
          await audit.record(context, {
            action: 'security.otp_exhausted',
            tableName: 'verifications',
            recordId: input.phone,
          });
        const message = codeRefusal(found);
        throw invalid(message, { code: message });
      }
      if (account?.banned) {
        // Only the person holding the phone's code reads this; the code is spent.
        await phoneCodes.discard(input.phone);
        throw new AppError('FORBIDDEN', MESSAGES.accountDisabled);
      }
      const response = await auth.api.verifyPhoneNumber({
        body: { phoneNumber: input.phone, code: input.code },
        headers,
        asResponse: true,
      });
      if (!response.ok) {
        // Another check spent the code between ours and this one.
        throw invalid(MESSAGES.codeNoLongerValid, { code: MESSAGES.codeNoLongerValid });
      }
      const { user } = (await response.json()) as { user: { id: string } };
      await sessions.keepNewest(user.id, MAX_SESSIONS_PER_CUSTOMER);
      await customers.markSignedIn(user.id, now());
      const existing = await customers.profileByPhone(input.phone);
      const profile =
        existing ??
        (await customers.createProfile({
          userId: user.id,
          phoneNumber: input.phone,
          fullName: input.fullName ?? null,
        }));
      await audit.record(
        { ...context, userId: user.id },
        { action: 'auth.customer_sign_in', tableName: 'user_profiles', recordId: profile.id },
      );
      return {
        profile: toProfile(profile, await customers.hasOrdered(user.id)),
        isNewUser: !existing,
        cookies: response.headers.getSetCookie(),
      };
    },

    async profileOf(userId: string) {
      const row = await customers.profileByUser(userId);
      return row ? toProfile(row, await customers.hasOrdered(userId)) : undefined;
    },

    /**
     * Sets the name of a customer who signed in without one, or corrects it
     * (docs/product.md#customer-sign-in). Only a customer has a profile: a staff account is refused.
     */
    async rename(userId: string, fullName: string) {
      const row = await customers.renameCustomer(userId, fullName);
      if (!row) throw new AppError('FORBIDDEN', CUSTOMERS_ONLY);
      return toProfile(row, await customers.hasOrdered(userId));
    },

    /** `userId`: the signed-in customer, whose open streams end with the session. */
    async signOut(headers: Headers, userId: string | undefined): Promise<string[]> {
      const response = await auth.api.signOut({ headers, asResponse: true });
      if (userId) await sessionsEnded(userId);
      return response.headers.getSetCookie();
    },
  };
}

export type CustomerAuthService = ReturnType<typeof createCustomerAuthService>;
