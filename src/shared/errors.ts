// Named texts both sides use, and the error contract (api-errors.ts) for those who import it from here.
import { SHOP_PAUSED_NOTICE } from './constants.ts';

export * from './api-errors.ts';

/** Named texts outside the generic list, kept here so both sides use the same words. */
export const MESSAGES = {
  accountLocked: 'Account temporarily locked due to multiple failed attempts',
  /** Staff sign-in after many failures from many addresses: the Admin Portal solves it and retries. */
  securityCheckRequired: 'Please complete the security check and try again',
  adminRequired: 'Access denied. Admin privileges required.',
  customerCannotBeStaff: 'Customer accounts cannot be given a staff role. Create a staff account instead.',
  /** A staff e-mail in the domain that marks phone-code customer accounts. */
  reservedEmail: 'This email address is reserved for customer accounts',
  loginFailed: 'Login failed',
  passwordChangeRequired: 'Please change your temporary password first',
  authenticationRequired: 'Authentication required',
  adminPrivilegesRequired: 'Admin privileges required',
  /** A route of the rider page, asked by anyone but a rider (docs/product.md#riders-and-dispatch). */
  riderOnly: 'This page is for the shop\u2019s riders',
  userNotAuthenticated: 'User not authenticated',
  /** The 403 of a route only admins may use (shared/roles.ts adminOnly), to staff and managers. */
  insufficientPermissions: 'Insufficient permissions. Admin access required.',
  permissionRequired: (permission: string) => `Permission '${permission}' required`,
  invalidJson: 'The request body is not valid JSON',
  cartEmpty: 'Your cart is empty',
  /**
   * A new address saved without its point (docs/product.md#addresses-and-location): the form and
   * the server refuse it alike, so the zone is always judged on where the address is.
   */
  addressPointRequired:
    'This address needs its location: use your current location, or go back and pick an area.',
  /** A 413: the body is over a limit (a VALIDATION_ERROR; the error shape has no kind of its own for it). */
  tooLarge: 'The request is too large',
  /** A 415: a write whose body is not JSON (or not what its route takes, e.g. an image upload). */
  contentTypeNotAccepted: 'This content type is not accepted here',
  shopPaused: SHOP_PAUSED_NOTICE,
  orderFailed: 'Failed to place order. Please try again.',
  sendOtpFailed: 'Failed to send OTP',
  invalidOtp: 'Invalid OTP',
  /** The code died after its wrong tries: only a new one can sign in. */
  codeUsedUp: 'Too many wrong attempts. Request a new code.',
  /** The code expired, was used, or none is waiting for this phone. */
  codeNoLongerValid: 'This code is no longer valid. Request a new code.',
  /** A send refused for this phone's own limits (with Retry-After): a code is already on its way. */
  codeRecentlySent: 'A code was sent to this number recently.',
  accountDisabled: 'This account has been disabled. Please contact the shop.',
  /** A sign-in code asked for a phone that belongs to a staff account: staff use e-mail and password. */
  phoneNotForCustomerSignIn: 'This phone number cannot be used to sign in here.',
} as const;

/**
 * The orders API's refusal (a 409) of an order placed while the shop is paused; the storefront's
 * own notice is MESSAGES.shopPaused. Kept out of MESSAGES so that the storefront's first load,
 * which never shows it, does not carry it.
 */
export const SHOP_PAUSED_REFUSAL = 'The shop is not taking orders right now. Please try again later.';
