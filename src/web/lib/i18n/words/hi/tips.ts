// The storefront's words in Hindi for tips (docs/product.md#customers-come-back). Keys are the
// English texts, word for word.
import type { Words } from '#web/lib/i18n/translate.ts';

export const TIPS: Words = {
  'Tip for the rider': 'राइडर के लिए टिप',
  'Optional. It all goes to the rider who delivers, with no GST or discount on it.':
    'वैकल्पिक। पूरी टिप डिलीवर करने वाले राइडर को जाती है, उस पर कोई GST या छूट नहीं।',
  'No tip': 'कोई टिप नहीं',
  'Tip in rupees (up to {max})': 'टिप रुपये में ({max} तक)',
  'Tip after delivery': 'डिलीवरी के बाद टिप',
  'Add a tip for {name}': '{name} के लिए टिप दें',
  'Add a tip for the rider': 'राइडर के लिए टिप दें',
  'Thank you': 'धन्यवाद',
  '{name} gets your tip of {amount} in full.': '{name} को आपकी {amount} की पूरी टिप मिलेगी।',
  'The rider gets your tip of {amount} in full.': 'राइडर को आपकी {amount} की पूरी टिप मिलेगी।',
  'Choose a tip': 'टिप चुनें',
  'A tip for this order can be at most {amount} more': 'इस ऑर्डर पर अधिकतम {amount} और टिप दी जा सकती है',
};
