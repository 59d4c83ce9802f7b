// The storefront's words in Marathi for ratings (docs/product.md#customers-come-back). Keys are the
// English texts, word for word.
import type { Words } from '#web/lib/i18n/translate.ts';

export const RATINGS: Words = {
  'Rated {rating} out of 5 by {count} customers': '{count} ग्राहकांनी 5 पैकी {rating} रेटिंग दिली',
  '{stars} out of 5 stars': '5 पैकी {stars} स्टार',
  'Your rating': 'तुमची रेटिंग',
  'Reply from the shop': 'दुकानाचे उत्तर',
  'Thank you for rating your order!': 'तुमच्या ऑर्डरला रेटिंग दिल्याबद्दल धन्यवाद!',
  '1 star': '1 स्टार',
  '{stars} stars': '{stars} स्टार',
  'Rate your order': 'तुमच्या ऑर्डरला रेटिंग द्या',
  'How was it? Your stars help other customers choose.': 'कसे वाटले? तुमचे स्टार इतर ग्राहकांना निवडण्यात मदत करतात.',
  'Comment on {item} (optional)': '{item} वर अभिप्राय (ऐच्छिक)',
  'Add a comment (optional)': 'अभिप्राय लिहा (ऐच्छिक)',
  'What went well or wrong with the delivery?': 'डिलिव्हरीमध्ये काय चांगले किंवा वाईट झाले?',
  'Sending...': 'पाठवत आहे...',
  'Send rating': 'रेटिंग पाठवा',
  'Rate at least one item': 'किमान एका पदार्थाला रेटिंग द्या',
  'On time': 'वेळेवर',
  Late: 'उशिरा',
  'Polite rider': 'नम्र रायडर',
  'Rude rider': 'उद्धट रायडर',
  Spilled: 'सांडले',
  'Well packed': 'चांगले पॅकिंग',
  'Rider could not find me': 'रायडरला मी सापडलो नाही',
  'Arrived cold': 'थंड पोहोचले',
  'You have already rated this order. Thank you!': 'तुम्ही या ऑर्डरला आधीच रेटिंग दिली आहे. धन्यवाद!',
  'You can rate this order once it has been delivered or collected.':
    'ऑर्डर पोहोचल्यावर किंवा घेऊन गेल्यावरच तुम्ही तिला रेटिंग देऊ शकता.',
  'This order can no longer be rated: ratings close 14 days after delivery.':
    'या ऑर्डरला आता रेटिंग देता येणार नाही: डिलिव्हरीनंतर 14 दिवसांनी रेटिंग बंद होते.',
  'Rate only the items that were on this order': 'फक्त या ऑर्डरमधील पदार्थांनाच रेटिंग द्या',
  'Choose from 1 to 5 stars': '1 ते 5 स्टार निवडा',
  'A comment can be at most 200 characters': 'अभिप्राय जास्तीत जास्त 200 अक्षरांचा असू शकतो',
};
