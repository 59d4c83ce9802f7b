// The WhatsApp rows of the notification outbox (docs/product.md#whatsapp-updates): the status
// webhooks move a message forward only, and a message that cannot reach the customer queues the
// SMS for the same change.
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/database.ts';
import type { WhatsappDeliveryStatus } from '#shared/come-back/whatsapp.ts';

/** A message's life: a later status never goes back to an earlier one. */
const RANK: Record<WhatsappDeliveryStatus, number> = { sent: 1, delivered: 2, read: 3, failed: 4 };

export type StatusReport = {
  /** The wamid the send answered. */
  messageId: string;
  status: WhatsappDeliveryStatus;
  /** When Meta says it happened (unix seconds). */
  at: Date;
};

export function createWhatsappRepo(db: Db) {
  return {
    /**
     * Records the status when it is further on than the one recorded: delivered and read only
     * forward; failed only while nothing showed it reached the phone (a message read on one device
     * and failed on another was read). Answers the row when this report changed it, and whether it
     * is the failure that must send the SMS (once: a repeated 'failed' changes nothing).
     */
    async recordStatus(report: StatusReport): Promise<{ outboxId: string; failedNow: boolean } | undefined> {
      const rank = RANK[report.status];
      const result = (await db.execute(sql`
        UPDATE notification_outbox
        SET delivery_status = ${report.status}, delivery_status_at = ${report.at.toISOString()}::timestamptz
        WHERE provider_message_id = ${report.messageId} AND channel = 'whatsapp'
          AND (CASE delivery_status WHEN 'sent' THEN 1 WHEN 'delivered' THEN 2 WHEN 'read' THEN 3
                                    WHEN 'failed' THEN 4 ELSE 0 END) < ${rank}
          AND (${report.status} <> 'failed' OR coalesce(delivery_status, 'sent') = 'sent')
        RETURNING id`)) as unknown as { rows: { id: string }[] };
      const [row] = result.rows;
      if (!row && report.status === 'failed') {
        // A failure already recorded is answered again: its SMS may not have been queued (the
        // queueing failed after the status was saved, and Meta retried), and queueing is once.
        const again = (await db.execute(sql`
          SELECT id FROM notification_outbox
          WHERE provider_message_id = ${report.messageId} AND channel = 'whatsapp' AND delivery_status = 'failed'`)) as unknown as {
          rows: { id: string }[];
        };
        const [failed] = again.rows;
        return failed ? { outboxId: String(failed.id), failedNow: true } : undefined;
      }
      if (!row) return undefined;
      return { outboxId: String(row.id), failedNow: report.status === 'failed' };
    },

    /** Whether a row holds this wamid: the send's answer has been stored. */
    async knows(messageId: string): Promise<boolean> {
      const result = (await db.execute(sql`
        SELECT 1 FROM notification_outbox
        WHERE provider_message_id = ${messageId} AND channel = 'whatsapp'`)) as unknown as {
        rows: unknown[];
      };
      return result.rows.length > 0;
    },

    /**
     * Queues the SMS of a WhatsApp row's change, as the trigger would have for a customer without
     * WhatsApp: same source, kind, order, number and data. The outbox's unique (source, channel,
     * number) makes it once, however many times a failure is reported. Answers whether it queued.
     */
    async queueSmsInstead(outboxId: string): Promise<boolean> {
      const result = (await db.execute(sql`
        INSERT INTO notification_outbox (source_id, kind, channel, order_id, user_id, phone, data)
        SELECT source_id, kind, 'sms', order_id, user_id, phone, data
        FROM notification_outbox
        WHERE id = ${outboxId} AND channel = 'whatsapp' AND phone IS NOT NULL
        ON CONFLICT DO NOTHING
        RETURNING id`)) as unknown as { rows: { id: string }[] };
      return result.rows.length > 0;
    },
  };
}

export type WhatsappRepo = ReturnType<typeof createWhatsappRepo>;
