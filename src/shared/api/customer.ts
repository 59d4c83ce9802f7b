// Customer sign-in by phone code, profile and delivery addresses.
import { z } from 'zod';
import { MESSAGES } from '../errors.ts';
import { languageSchema } from '../i18n/language-schema.ts';
import { DEFAULT_LANGUAGE } from '../i18n/languages.ts';
import { fullNameSchema, phoneSchema } from '../validation.ts';
import { storedAddressFields } from './stored-address.ts';

/** An ALTCHA challenge's parameters, as altcha-lib v2 writes them (ChallengeParameters). */
const signedValue = z.union([z.string().max(200), z.number(), z.boolean(), z.null()]);
const robotCheckParametersSchema = z
  .object({
    algorithm: z.string().max(32),
    nonce: z.string().max(128),
    salt: z.string().max(128),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string().max(128),
    keySignature: z.string().max(200).optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string().max(64), signedValue).optional(),
  })
  // Fields a later altcha-lib may add are kept, not stripped (they are signed), but only as plain
  // values, so nothing can pose as a string.
  .catchall(signedValue);

/** An ALTCHA challenge with the solution the browser found (shape owned by altcha-lib). */
export const robotCheckSchema = z.object({
  challenge: z.object({ parameters: robotCheckParametersSchema, signature: z.string().max(200).optional() }),
  solution: z.object({
    counter: z.number().int().min(0),
    derivedKey: z.string().max(200),
    time: z.number().optional(),
  }),
});

/**
 * Every send, a resend too, carries a solved robot check. Missing or malformed, it gets one plain
 * message under its field rather than a schema's wording; a well-formed solution that does not
 * verify is refused by the server with its own message.
 */
const requiredRobotCheckSchema = z
  .unknown()
  .refine((value) => robotCheckSchema.safeParse(value).success, {
    error: MESSAGES.securityCheckRequired,
    abort: true,
  })
  .pipe(robotCheckSchema);

export const sendCodeBodySchema = z.object({
  phone: phoneSchema,
  robotCheck: requiredRobotCheckSchema,
  /** The storefront's language: the code's SMS is sent in it when its template is set (English otherwise). */
  language: languageSchema.default(DEFAULT_LANGUAGE),
});
export const sendCodeResponseSchema = z.object({
  sentTo: z.string(),
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
});

export const verifyCodeBodySchema = z.object({
  phone: phoneSchema,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, MESSAGES.invalidOtp),
  fullName: fullNameSchema.optional(),
});

export const customerProfileSchema = z.object({
  id: z.string(),
  phoneNumber: z.string(),
  displayName: z.string().nullable(),
  fullName: z.string().nullable(),
  /**
   * Whether the customer has an order that went through (placed and not cancelled; one still
   * waiting for its online payment does not count). The storefront's first-order offer bar is for
   * those who have not (docs/product.md#storefront).
   */
  hasOrdered: z.boolean(),
});
export type CustomerProfile = z.infer<typeof customerProfileSchema>;

export const customerSessionSchema = z.object({ profile: customerProfileSchema, isNewUser: z.boolean() });
export type CustomerSession = z.infer<typeof customerSessionSchema>;

/** A customer names themselves (or corrects it) after signing in without a name. */
export const profileBodySchema = z.object({ fullName: fullNameSchema });
export type ProfileBody = z.infer<typeof profileBodySchema>;

/** Who is signed in on this browser: a profile, or null for a guest (not an error). */
export const customerMeSchema = z.object({ profile: customerProfileSchema.nullable() });
export type CustomerMe = z.infer<typeof customerMeSchema>;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const addressBodySchema = z.object({
  name: text('Name', 80),
  phone: phoneSchema,
  house: text('House or flat', 80),
  /** Building and street. */
  address: text('Building and street', 300),
  area: z.string().trim().max(120).optional().nullable(),
  landmark: z.string().trim().max(120).optional().nullable(),
  deliveryNotes: z.string().trim().max(300).optional().nullable(),
  /**
   * Every new address carries its point (a saved one without it, from before, is still read and
   * listed: addressSchema allows null); a change cannot take the point away.
   */
  latitude: z.number({ error: MESSAGES.addressPointRequired }).min(-90).max(90),
  longitude: z.number({ error: MESSAGES.addressPointRequired }).min(-180).max(180),
  isDefault: z.boolean().optional(),
  /** What the customer calls it ('Home', 'Work', their own word); null clears it. */
  label: z
    .string()
    .trim()
    .min(1, 'Name the address or leave it blank')
    .max(20, 'A label can be at most 20 characters')
    .nullish(),
});
export type AddressBody = z.infer<typeof addressBodySchema>;

export const addressSchema = z.object({
  id: z.string(),
  ...storedAddressFields,
  isDefault: z.boolean(),
  label: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Address = z.infer<typeof addressSchema>;
export const addressesResponseSchema = z.object({ addresses: z.array(addressSchema) });
