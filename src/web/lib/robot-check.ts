// The invisible robot check: fetch a signed challenge and find its proof of work in the browser
// (Web Crypto, no third-party script). Used by the customer sign-in and by the Admin Portal
// sign-in when the server asks for it; imported only from those lazily loaded chunks, never the
// first load.
import { solveChallenge } from 'altcha-lib';
// The Web Crypto implementation: the default one uses node:crypto.
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { RobotCheckPayload } from '#shared/api/endpoints.ts';
import { api } from './api.ts';

export async function runRobotCheck(): Promise<RobotCheckPayload> {
  const challenge = await api('GET /api/customer/robot-check');
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The robot check could not be completed');
  return { challenge, solution };
}
