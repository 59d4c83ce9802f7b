// The storefront's words in Marathi for tips (docs/product.md#customers-come-back). Keys are the
// English texts, word for word.
import type { Words } from '#web/lib/i18n/translate.ts';

export const TIPS: Words = {
  'Tip for the rider': 'रायडरसाठी टिप',
  'Optional. It all goes to the rider who delivers, with no GST or discount on it.':
    'ऐच्छिक. संपूर्ण टिप डिलिव्हर करणाऱ्या रायडरला जाते, त्यावर GST किंवा सवलत नाही.',
  'No tip': 'टिप नाही',
  'Tip in rupees (up to {max})': 'टिप रुपयांमध्ये ({max} पर्यंत)',
  'Tip after delivery': 'डिलिव्हरीनंतरची टिप',
  'Add a tip for {name}': '{name} साठी टिप द्या',
  'Add a tip for the rider': 'रायडरसाठी टिप द्या',
  'Thank you': 'धन्यवाद',
  '{name} gets your tip of {amount} in full.': '{name} ला तुमची {amount} ची संपूर्ण टिप मिळेल.',
  'The rider gets your tip of {amount} in full.': 'रायडरला तुमची {amount} ची संपूर्ण टिप मिळेल.',
  'Choose a tip': 'टिप निवडा',
  'A tip for this order can be at most {amount} more': 'या ऑर्डरवर जास्तीत जास्त {amount} अधिक टिप देता येईल',
};
