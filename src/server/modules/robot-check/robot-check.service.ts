// The invisible robot check before a code is sent (spec section 4, decision D8): a self-hosted
// ALTCHA proof of work. The server signs a challenge; the browser finds a counter whose derived
// key starts with the required prefix; the server verifies it and accepts each solution once.

import type { Challenge, Solution } from 'altcha-lib';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

export const ROBOT_CHECK = {
  algorithm: 'SHA-256',
  // 12 leading zero bits: ~4,000 SHA-256 derivations on average. Measured in Chromium here via the
  // sign-in modal: 16 leading zero bits took 204-864 ms (3 runs), too close to a second on a
  // phone; 12 bits measured 16-128 ms (3 runs). Per-phone and per-IP send limits do the rest.
  cost: 1,
  keyPrefix: '000',
  ttlMs: 5 * 60_000,
} as const;

export type RobotCheckPayload = { challenge: Challenge; solution: Solution };

/**
 * Claims a key for ttlMs across every instance: true the first time, false after. Without one
 * (no REDIS_URL), a solution is refused again only by the instance that accepted it.
 */
export type SharedClaim = (key: string, ttlMs: number) => Promise<boolean>;

export function createRobotCheck(secret: string, now: () => number = Date.now, claimShared?: SharedClaim) {
  // Solutions already used, until their challenge expires (decision records 008 and 011).
  const used = new Map<string, number>();

  function forgetExpired() {
    const t = now();
    for (const [key, expiresAt] of used) if (expiresAt <= t) used.delete(key);
  }

  return {
    async challenge(): Promise<Challenge> {
      return createChallenge({
        algorithm: ROBOT_CHECK.algorithm,
        cost: ROBOT_CHECK.cost,
        keyPrefix: ROBOT_CHECK.keyPrefix,
        deriveKey,
        expiresAt: new Date(now() + ROBOT_CHECK.ttlMs),
        hmacSignatureSecret: secret,
      });
    },

    /** True once per valid, unexpired solution; false for anything else. */
    async verify(payload: RobotCheckPayload): Promise<boolean> {
      forgetExpired();
      let result: { verified: boolean } | undefined;
      try {
        result = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret: secret,
        });
      } catch {
        return false;
      }
      if (!result.verified) return false;
      // Keyed only once the signature has vouched for the parameters: they are the ones we wrote.
      const key = `${payload.challenge.parameters.nonce}:${payload.challenge.parameters.salt}`;
      if (used.has(key)) return false;
      const expiresAt = (payload.challenge.parameters.expiresAt ?? 0) * 1000 || now() + ROBOT_CHECK.ttlMs;
      used.set(key, expiresAt);
      return claimShared ? claimShared(`robot-check:${key}`, Math.max(1000, expiresAt - now())) : true;
    },
  };
}

export type RobotCheck = ReturnType<typeof createRobotCheck>;
