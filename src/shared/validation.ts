// The generic validator and sanitisers (docs/product.md#validation-rules), once, for server and browser.
// Each rule is a zod schema (API contracts and the admin forms) and, where the storefront's forms
// need it, a plain function with the same text.
import { z } from 'zod';
import { DEFAULT_COUNTRY_CODE } from './constants.ts';

export const PATTERNS = {
  // A pragmatic address pattern: something@something.tld, no spaces.
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  // Optional +, first digit 1-9, up to 15 digits in all.
  phone: /^\+?[1-9]\d{0,14}$/,
  // India's numbering plan: mobile numbers are 10 digits starting 6-9 (landlines and others
  // cannot receive a code, and an SMS to them is money spent for nothing).
  indianMobile: /^\+91[6-9]\d{9}$/,
  password: /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&]).{8,}$/,
  // 2-50 characters: letters of any script and spaces, each letter with at most four marks after
  // it (a Devanagari name's vowel signs and viramas, and the joiners some conjuncts need). Marks
  // alone, a letter buried under dozens of them, and the Hangul fillers (letters that show as
  // blank) are not a name.
  name: /^(?=[\s\S]{2,50}$)(?:(?![\u115F\u1160\u3164\uFFA0])\p{L}[\p{M}\u200C\u200D]{0,4}| )+$/u,
} as const;

export const VALIDATION_MESSAGES = {
  required: (field: string) => `${field} is required`,
  email: (field: string) => `${field} must be a valid email address`,
  phone: (field: string) => `${field} must be a valid phone number`,
  password:
    'Password must be at least 8 characters and include an upper-case letter, a lower-case letter, a number and one of @$!%*?&',
  name: 'Name must be 2-50 characters, letters and spaces only',
  indianMobile: 'Please enter a valid Indian mobile number',
} as const;

// ---- sanitisers -----------------------------------------------------------------------------

const HTML_ESCAPES: Record<string, string> = {
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
  '&': '&amp;',
};

/** Text: escape < > " ' & so it can never become markup. */
export function sanitizeText(value: string): string {
  return value.replace(/[<>"'&]/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

export function sanitizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** Phone: keep only + and digits. */
export function sanitizePhone(value: string): string {
  return value.replace(/[^\d+]/g, '');
}

/** Names: collapse runs of whitespace and trim. */
export function sanitizeName(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/**
 * Phone formatting (docs/product.md#customer-sign-in): strip non-digits and the dialling prefixes
 * (00 for +, a trunk 0 before a mobile); exactly 10 digits get +91; more than 10 get a +;
 * otherwise a + is added too (and validation then decides).
 */
export function formatPhoneNumber(value: string): string {
  let digits = value.replace(/\D/g, '');
  // 0091 98765 43210: the international prefix dialled from India, as a + is. What follows holds
  // its own country code: ten digits after 00 are not an Indian number ('0065 9123 4567').
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  // 098765 43210: the trunk 0 many people dial before a mobile number.
  if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  if (digits.length === 10) return `${DEFAULT_COUNTRY_CODE}${digits}`;
  return `+${digits}`;
}

/** A formatted number under +91 must be an Indian mobile; other countries are the server's call. */
const isMobileIfIndian = (formatted: string) =>
  !formatted.startsWith(DEFAULT_COUNTRY_CODE) || PATTERNS.indianMobile.test(formatted);

/**
 * Why a formatted phone cannot be used with these country codes ('+91', ...), or undefined. The
 * list is the server's setting (SMS_ALLOWED_COUNTRIES); with India alone the message says so.
 */
export function phoneCountryProblem(
  formatted: string,
  allowedCountries: readonly string[],
): string | undefined {
  if (allowedCountries.some((code) => formatted.startsWith(code))) return undefined;
  return allowedCountries.length === 1 && allowedCountries[0] === DEFAULT_COUNTRY_CODE
    ? VALIDATION_MESSAGES.indianMobile
    : `Please enter a mobile number starting with ${allowedCountries.join(' or ')}`;
}

// ---- checks (undefined = valid, else the message) --------------------------------------------

export const check = {
  required: (value: string | null | undefined, field: string) =>
    value == null || value.trim() === '' ? VALIDATION_MESSAGES.required(field) : undefined,
  phone: (value: string, field = 'Phone') => {
    const phone = sanitizePhone(value);
    if (!PATTERNS.phone.test(phone)) return VALIDATION_MESSAGES.phone(field);
    return isMobileIfIndian(phone) ? undefined : VALIDATION_MESSAGES.indianMobile;
  },
  name: (value: string) => (PATTERNS.name.test(sanitizeName(value)) ? undefined : VALIDATION_MESSAGES.name),
};

// ---- zod schemas for API contracts ---------------------------------------------------------------

export const emailSchema = z
  .string({ error: VALIDATION_MESSAGES.required('Email') })
  .trim()
  .min(1, VALIDATION_MESSAGES.required('Email'))
  .max(254, VALIDATION_MESSAGES.email('Email'))
  .transform(sanitizeEmail)
  .refine((v) => PATTERNS.email.test(v), VALIDATION_MESSAGES.email('Email'));

/**
 * A phone as typed; normalised by formatPhoneNumber, then checked against the pattern and,
 * for +91, the Indian mobile rule. Which countries are accepted at all is a server setting.
 */
export const phoneSchema = z
  .string({ error: VALIDATION_MESSAGES.required('Phone') })
  .trim()
  .min(1, VALIDATION_MESSAGES.required('Phone'))
  .max(32, VALIDATION_MESSAGES.phone('Phone'))
  .transform(formatPhoneNumber)
  .refine((v) => PATTERNS.phone.test(v), { message: VALIDATION_MESSAGES.phone('Phone'), abort: true })
  .refine(isMobileIfIndian, VALIDATION_MESSAGES.indianMobile);

export const fullNameSchema = z
  .string({ error: VALIDATION_MESSAGES.required('Full name') })
  .max(200, VALIDATION_MESSAGES.name)
  .transform(sanitizeName)
  .refine((v) => v.length > 0, VALIDATION_MESSAGES.required('Full name'))
  .refine((v) => PATTERNS.name.test(v), VALIDATION_MESSAGES.name);

export const passwordSchema = z
  .string({ error: VALIDATION_MESSAGES.required('Password') })
  .max(128, VALIDATION_MESSAGES.password)
  .refine((v) => PATTERNS.password.test(v), VALIDATION_MESSAGES.password);
