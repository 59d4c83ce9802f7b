// WhatsApp order updates (docs/product.md#whatsapp-updates): the webhook's handshake, the status
// notifications it carries, and the SMS a message that cannot reach the customer is replaced by.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { WhatsappSettings } from '#server/env/whatsapp-settings.ts';
import type { WhatsappHandshakeQuery } from '#shared/api/whatsapp.ts';
import { signatureValid, statusReports } from './webhook-payload.ts';
import type { WhatsappRepo } from './whatsapp.repo.ts';

/** Compares in constant time (by digest, so the lengths never differ). */
function sameSecret(given: string | undefined, ours: string): boolean {
  if (given === undefined) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(ours));
}

type Log = { info(message: string): void; warn(details: object, message: string): void };

/**
 * 'too-early': a recent 'failed' names a message no row holds yet. The worker stores Meta's wamid
 * a moment after the send answers; a failure reported in that moment would otherwise be dropped,
 * and the customer would get neither the WhatsApp message nor its SMS. Meta redelivers anything
 * but a 200 (decision 036).
 */
export type WebhookAnswer = 'ok' | 'invalid' | 'not-configured' | 'too-early';

/**
 * How long after Meta's timestamp a failure of an unknown message is refused so Meta sends it
 * again; after that it is acknowledged and ignored (not ours, a send whose answer was never
 * stored, or a row deleted after 30 days).
 */
export const EARLY_FAILURE_WINDOW_MS = 10 * 60_000;

export function createWhatsappService(deps: {
  settings: WhatsappSettings | undefined;
  repo: WhatsappRepo;
  /** An SMS was queued: the outbox worker sends it now rather than at its next poll. */
  wake: () => void;
  log: Log;
}) {
  const { settings, repo, log } = deps;

  /** Queues the SMS for a WhatsApp row's change (once), and wakes the worker when it did. */
  async function smsInstead(outboxId: string): Promise<void> {
    if (await repo.queueSmsInstead(outboxId)) deps.wake();
  }

  return {
    smsInstead,

    /** Meta's subscription check: the challenge back when the token is ours, else undefined (403). */
    handshake(query: WhatsappHandshakeQuery): string | undefined | 'not-configured' {
      if (!settings) return 'not-configured';
      const token = query['hub.verify_token'];
      if (query['hub.mode'] !== 'subscribe' || !sameSecret(token, settings.verifyToken)) return undefined;
      return query['hub.challenge'] ?? '';
    },

    /**
     * A signed POST: each status moves its message forward; a failure replaces the message with
     * its SMS. Unknown messages (not ours, or deleted) and other notifications are acknowledged
     * and ignored: Meta retries anything but a 200. The exception is a recent failure of a
     * message not stored yet: everything else in the body is recorded, and the answer asks Meta
     * to deliver it again (the statuses already recorded change nothing the second time).
     */
    async receive(rawBody: Buffer, signature: string | undefined): Promise<WebhookAnswer> {
      if (!settings) return 'not-configured';
      if (!signatureValid(rawBody, signature, settings.appSecret)) return 'invalid';
      const reports = statusReports(rawBody);
      if (!reports) {
        log.info('whatsapp webhook: a signed body that is not a WhatsApp Business notification, ignored');
        return 'ok';
      }
      let early = false;
      for (const report of reports) {
        const changed = await repo.recordStatus(report);
        if (changed?.failedNow) await smsInstead(changed.outboxId);
        else if (
          !changed &&
          report.status === 'failed' &&
          Date.now() - report.at.getTime() < EARLY_FAILURE_WINDOW_MS &&
          !(await repo.knows(report.messageId))
        )
          early = true;
      }
      if (early) log.info('whatsapp webhook: a failure of a message not stored yet; Meta will send it again');
      return early ? 'too-early' : 'ok';
    },
  };
}

export type WhatsappService = ReturnType<typeof createWhatsappService>;
