// The WhatsApp updates' HTTP contract (docs/product.md#whatsapp-updates): the Cloud API's webhook
// (Meta's GET handshake and its signed POSTs) and the customer's choice.
import { z } from 'zod';

/** Where Meta is told to deliver the webhook: https://<shop>/api/whatsapp/webhook */
export const WHATSAPP_WEBHOOK_PATH = '/api/whatsapp/webhook';

/** The subscription handshake Meta sends when the webhook is set up in the app dashboard. */
export const whatsappHandshakeQuerySchema = z.object({
  'hub.mode': z.string().max(40).optional(),
  'hub.verify_token': z.string().max(200).optional(),
  'hub.challenge': z.string().max(200).optional(),
});
export type WhatsappHandshakeQuery = z.infer<typeof whatsappHandshakeQuerySchema>;

export const WHATSAPP_MESSAGES = {
  handshake: 'The verify token does not match',
  signature: 'Invalid signature',
  off: 'WhatsApp updates are not set up on this shop',
  tooEarly: 'A failure of a message not recorded yet: send it again',
} as const;
