// The storefront's words in Hindi for whatsapp (docs/product.md#customers-come-back). Keys are the
// English texts, word for word.
import type { Words } from '#web/lib/i18n/translate.ts';

export const WHATSAPP: Words = {
  'Send me order updates on WhatsApp': 'ऑर्डर की जानकारी मुझे WhatsApp पर भेजें',
  'Chat with the shop': 'दुकान से चैट करें',
  'Hello! About my order {number}:': 'नमस्ते! मेरे ऑर्डर {number} के बारे में:',
};
