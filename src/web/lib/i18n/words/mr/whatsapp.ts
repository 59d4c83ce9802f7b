// The storefront's words in Marathi for whatsapp (docs/product.md#customers-come-back). Keys are the
// English texts, word for word.
import type { Words } from '#web/lib/i18n/translate.ts';

export const WHATSAPP: Words = {
  'Send me order updates on WhatsApp': 'ऑर्डरची माहिती मला WhatsApp वर पाठवा',
  'Chat with the shop': 'दुकानाशी चॅट करा',
  'Hello! About my order {number}:': 'नमस्कार! माझ्या ऑर्डर {number} बद्दल:',
};
