// The storefront's words in Hindi for ratings (docs/product.md#customers-come-back). Keys are the
// English texts, word for word.
import type { Words } from '#web/lib/i18n/translate.ts';

export const RATINGS: Words = {
  'Rated {rating} out of 5 by {count} customers': '{count} ग्राहकों ने 5 में से {rating} रेटिंग दी',
  '{stars} out of 5 stars': '5 में से {stars} स्टार',
  'Your rating': 'आपकी रेटिंग',
  'Reply from the shop': 'दुकान का जवाब',
  'Thank you for rating your order!': 'अपने ऑर्डर को रेटिंग देने के लिए धन्यवाद!',
  '1 star': '1 स्टार',
  '{stars} stars': '{stars} स्टार',
  'Rate your order': 'अपने ऑर्डर को रेटिंग दें',
  'How was it? Your stars help other customers choose.': 'कैसा लगा? आपके स्टार दूसरे ग्राहकों को चुनने में मदद करते हैं।',
  'Comment on {item} (optional)': '{item} पर टिप्पणी (वैकल्पिक)',
  'Add a comment (optional)': 'टिप्पणी जोड़ें (वैकल्पिक)',
  'What went well or wrong with the delivery?': 'डिलीवरी में क्या अच्छा या बुरा रहा?',
  'Sending...': 'भेजा जा रहा है...',
  'Send rating': 'रेटिंग भेजें',
  'Rate at least one item': 'कम से कम एक आइटम को रेटिंग दें',
  'On time': 'समय पर',
  Late: 'देर से',
  'Polite rider': 'विनम्र राइडर',
  'Rude rider': 'रूखा राइडर',
  Spilled: 'छलक गया',
  'Well packed': 'अच्छी पैकिंग',
  'Rider could not find me': 'राइडर मुझे ढूँढ नहीं पाया',
  'Arrived cold': 'ठंडा पहुँचा',
  'You have already rated this order. Thank you!': 'आप इस ऑर्डर को पहले ही रेटिंग दे चुके हैं। धन्यवाद!',
  'You can rate this order once it has been delivered or collected.':
    'ऑर्डर डिलीवर होने या ले जाने के बाद ही आप इसे रेटिंग दे सकते हैं।',
  'This order can no longer be rated: ratings close 14 days after delivery.':
    'इस ऑर्डर को अब रेटिंग नहीं दी जा सकती: रेटिंग डिलीवरी के 14 दिन बाद बंद हो जाती है।',
  'Rate only the items that were on this order': 'केवल इस ऑर्डर के आइटम को ही रेटिंग दें',
  'Choose from 1 to 5 stars': '1 से 5 स्टार चुनें',
  'A comment can be at most 200 characters': 'टिप्पणी अधिकतम 200 अक्षरों की हो सकती है',
};
