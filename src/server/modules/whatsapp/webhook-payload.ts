// Reading the Cloud API's webhook (docs/product.md#whatsapp-updates): the X-Hub-Signature-256
// header is 'sha256=' and the hex HMAC-SHA256 of the raw body with the app secret, and a status
// notification is { object: 'whatsapp_business_account', entry: [{ id, changes: [{ field:
// 'messages', value: { messaging_product, metadata, statuses: [{ id, status, timestamp,
// recipient_id, errors? }] } }] }] } (developers.facebook.com/documentation/business-messaging/
// whatsapp/webhooks/reference/messages/status). Anything else in a signed body is ignored.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { WHATSAPP_DELIVERY_STATUSES, type WhatsappDeliveryStatus } from '#shared/come-back/whatsapp.ts';
import type { StatusReport } from './whatsapp.repo.ts';

export const signatureOf = (rawBody: Buffer | string, appSecret: string) =>
  `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;

/** Whether the header is the body's signature with the app secret, compared in constant time. */
export function signatureValid(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  if (!header) return false;
  const expected = Buffer.from(signatureOf(rawBody, appSecret));
  const given = Buffer.from(header.trim().toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Each status of each change in a webhook body; undefined when the body is not JSON or not WhatsApp's. */
export function statusReports(rawBody: Buffer): StatusReport[] | undefined {
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return undefined;
  }
  if (!isObject(body) || body.object !== 'whatsapp_business_account') return undefined;
  const reports: StatusReport[] = [];
  for (const entry of list(body.entry)) {
    if (!isObject(entry)) continue;
    for (const change of list(entry.changes)) {
      if (!isObject(change) || change.field !== 'messages' || !isObject(change.value)) continue;
      for (const status of list(change.value.statuses)) {
        if (!isObject(status)) continue;
        const { id, timestamp } = status;
        if (typeof id !== 'string' || id.length === 0 || id.length > 200) continue;
        if (!(WHATSAPP_DELIVERY_STATUSES as readonly unknown[]).includes(status.status)) continue;
        const seconds =
          typeof timestamp === 'string' && /^\d{1,12}$/.test(timestamp) ? Number(timestamp) : NaN;
        reports.push({
          messageId: id,
          status: status.status as WhatsappDeliveryStatus,
          at: Number.isFinite(seconds) ? new Date(seconds * 1000) : new Date(),
        });
      }
    }
  }
  return reports;
}
