import { api } from '#web/lib/api.ts';

/**
 * Whether the person in this tab chose to sign out (until they sign in again). The session then
 * ends on purpose: the live stream hears it, requests are refused and the admin area sees no
 * account, in whatever order React renders them; none of that may read as an expired session.
 */
let signedOutOnPurpose = false;

export const signingOut = () => signedOutOnPurpose;

export const forgetSignOut = () => {
  signedOutOnPurpose = false;
};

export const signOutStaff = () => {
  signedOutOnPurpose = true;
  return api('POST /api/staff/sign-out');
};
