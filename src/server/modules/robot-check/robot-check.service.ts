// The invisible robot check before a code is sent (docs/product.md#d8-robot-check-and-sms-run-by-the-shop): a
// self-hosted ALTCHA proof of work. The server signs a challenge; the browser finds a counter whose derived
// key starts with the required prefix; the server verifies it and accepts each solution once, on every
// instance and across restarts (the used ones are kept in the database until they expire).

import type { Challenge, Solution } from 'altcha-lib';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { UsedRobotChecksRepo } from './used-robot-checks.repo.ts';

const ROBOT_CHECK = {
  algorithm: 'SHA-256',
  // 12 leading zero bits: ~4,000 SHA-256 derivations on average. Measured in Chromium here via the
  // sign-in modal: 16 leading zero bits took 204-864 ms (3 runs), too close to a second on a
  // phone; 12 bits measured 16-128 ms (3 runs). Per-phone and per-IP send limits do the rest.
  cost: 1,
  keyPrefix: '000',
  ttlMs: 5 * 60_000,
} as const;

export type RobotCheckPayload = { challenge: Challenge; solution: Solution };

/** Where used solutions are remembered: the database, shared by every instance and restart. */
export type UsedSolutions = Pick<UsedRobotChecksRepo, 'claim' | 'deleteExpired'>;

// Expired solutions are deleted at claim time, at most this often per instance, in batches until
// a batch comes back short (at most SWEEP_MAX_BATCHES of them, so a huge backlog is cleared over
// several sweeps rather than in one long run): a claim stays one insert, and the table holds no
// more than about five minutes of sign-ins.
const SWEEP_EVERY_MS = 60_000;
const SWEEP_BATCH = 500;
const SWEEP_MAX_BATCHES = 20;

type Options = {
  now?: () => number;
  log?: { warn(details: object, message: string): void };
};

export function createRobotCheck(secret: string, used: UsedSolutions, { now = Date.now, log }: Options = {}) {
  let lastSweep = Number.NEGATIVE_INFINITY;

  async function sweep() {
    for (let batch = 0; batch < SWEEP_MAX_BATCHES; batch += 1) {
      if ((await used.deleteExpired(SWEEP_BATCH)) < SWEEP_BATCH) return;
    }
  }

  function sweepNowAndThen(t: number) {
    if (t - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = t;
    // Only housekeeping: the customer in front of us neither waits for it nor hears of a failure.
    sweep().catch((error: unknown) => log?.warn({ err: error }, 'sweeping used robot checks failed'));
  }

  const check = {
    /**
     * `work`: how many times the customers' check this one costs (SHA-256 rounds per try): a staff
     * sign-in to an account under attack asks for more (auth/lockout.ts). Signed with the rest.
     */
    async challenge(work = 1): Promise<Challenge> {
      return createChallenge({
        algorithm: ROBOT_CHECK.algorithm,
        cost: ROBOT_CHECK.cost * Math.max(1, Math.floor(work)),
        keyPrefix: ROBOT_CHECK.keyPrefix,
        deriveKey,
        expiresAt: new Date(now() + ROBOT_CHECK.ttlMs),
        hmacSignatureSecret: secret,
      });
    },

    /**
     * The work a valid, unexpired solution shows (1 for the customers' check), once per solution;
     * 0 for anything else. Read from the challenge only once its signature has vouched for it.
     */
    async verifiedWork(payload: RobotCheckPayload): Promise<number> {
      if (!(await check.verify(payload))) return 0;
      return Math.floor(payload.challenge.parameters.cost / ROBOT_CHECK.cost);
    },

    /** True once per valid, unexpired solution; false for anything else. */
    async verify(payload: RobotCheckPayload): Promise<boolean> {
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
      const t = now();
      const expiresAt = (payload.challenge.parameters.expiresAt ?? 0) * 1000 || t + ROBOT_CHECK.ttlMs;
      const first = await used.claim(key, new Date(expiresAt));
      sweepNowAndThen(t);
      return first;
    },
  };
  return check;
}

export type RobotCheck = ReturnType<typeof createRobotCheck>;
