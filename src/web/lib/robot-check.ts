// The invisible robot check: fetch a signed challenge and find its proof of work in the browser
// (Web Crypto, no third-party script). Used by the customer sign-in and by the Admin Portal
// sign-in when the server asks for it; imported only from those lazily loaded chunks, never the
// first load.
import { solveChallenge } from 'altcha-lib';
// The Web Crypto implementation: the default one uses node:crypto.
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { RobotCheckPayload } from '#shared/api/endpoints.ts';
import { api } from './api.ts';

/**
 * `staffEmail`: the check for a staff sign-in to that account, whose work the server raises while
 * the account meets many failures; the customers' check otherwise.
 */
export async function runRobotCheck(staffEmail?: string): Promise<RobotCheckPayload> {
  const challenge =
    staffEmail === undefined
      ? await api('GET /api/customer/robot-check')
      : await api('GET /api/staff/robot-check', { query: { email: staffEmail } });
  // No time limit for the staff check: while an account is under attack its work is raised on
  // purpose (up to a minute on a slow phone) and altcha's default 90 s gave up before a phone
  // finished, locking the owner out of a new device. The challenge's own expiry still bounds it.
  const solution = await solveChallenge({
    challenge,
    deriveKey,
    timeout: staffEmail === undefined ? undefined : 0,
  });
  if (!solution) throw new Error('The robot check could not be completed');
  return { challenge, solution };
}
