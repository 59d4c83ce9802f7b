// The keys the general request limit counts under (plugins/rate-limit-key.ts decides which one a
// request gets), in one place so an admin's unlock can clear the same counters
// (sign-in-locks.service.ts).
import { createHash } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';

/**
 * A signed-in account's key. A digest of the id: the key is stored in Redis and may be logged.
 */
export const accountLimitKey = (userId: string) =>
  `account:${createHash('sha256').update(userId).digest('base64url')}`;

/** A client address's key, grouped as the rate-limit plugin itself does (IPv6 by /64). */
export const addressLimitKey = (ipAddress: string) => normalizeIP(ipAddress);
