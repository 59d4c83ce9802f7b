// The storefront's words in Marathi for counted stock (docs/product.md#counted-stock). Keys are the
// English texts, word for word.
import type { Words } from '#web/lib/i18n/translate.ts';

export const STOCK: Words = {
  'Only {count} left': 'फक्त {count} शिल्लक',
  'Only {count} {name} left. Change the quantity to {count} or remove it.':
    'फक्त {count} {name} शिल्लक आहेत. संख्या {count} करा किंवा ते काढा.',
  '{name} just sold out. Remove it to place your order.': '{name} आत्ताच संपले. ऑर्डर देण्यासाठी ते काढा.',
  'Only {count} left with {option} on {name}. Change the quantity or choose another option.':
    '{name} वर {option} सह फक्त {count} शिल्लक आहेत. संख्या बदला किंवा दुसरा पर्याय निवडा.',
  '{option} just sold out. Choose another option for {name}.':
    '{option} आत्ताच संपले. {name} साठी दुसरा पर्याय निवडा.',
  'Some items in your cart just sold out. Check your cart and try again.':
    'तुमच्या कार्टमधील काही वस्तू आत्ताच संपल्या. कार्ट तपासा आणि पुन्हा प्रयत्न करा.',
};
