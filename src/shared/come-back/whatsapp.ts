// Order updates on WhatsApp (docs/product.md#whatsapp-updates), sent as utility templates through
// the WhatsApp Business Cloud API. Pure data: the outbox, the webhook and the settings read these.

/**
 * What the Cloud API's status webhook says of a message we sent, in the order a message lives
 * them. A later status never goes back to an earlier one (webhooks arrive out of order and are
 * retried); 'failed' ends the message and sends its SMS instead.
 */
export const WHATSAPP_DELIVERY_STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;
export type WhatsappDeliveryStatus = (typeof WHATSAPP_DELIVERY_STATUSES)[number];

/** The texts people see, word for word in the UI and the tests. */
export const WHATSAPP_TEXTS = {
  optIn: 'Send me order updates on WhatsApp',
  chatWithShop: 'Chat with the shop',
} as const;
