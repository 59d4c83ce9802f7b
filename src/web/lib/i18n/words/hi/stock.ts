// The storefront's words in Hindi for counted stock (docs/product.md#counted-stock). Keys are the
// English texts, word for word.
import type { Words } from '#web/lib/i18n/translate.ts';

export const STOCK: Words = {
  'Only {count} left': 'केवल {count} बचे हैं',
  'Only {count} {name} left. Change the quantity to {count} or remove it.':
    'केवल {count} {name} बचे हैं। मात्रा {count} करें या इसे हटाएँ।',
  '{name} just sold out. Remove it to place your order.': '{name} अभी-अभी खत्म हो गया। ऑर्डर देने के लिए इसे हटाएँ।',
  'Only {count} left with {option} on {name}. Change the quantity or choose another option.':
    '{name} पर {option} के साथ केवल {count} बचे हैं। मात्रा बदलें या दूसरा विकल्प चुनें।',
  '{option} just sold out. Choose another option for {name}.':
    '{option} अभी-अभी खत्म हो गया। {name} के लिए दूसरा विकल्प चुनें।',
  'Some items in your cart just sold out. Check your cart and try again.':
    'आपके कार्ट की कुछ चीज़ें अभी-अभी खत्म हो गईं। कार्ट देखें और फिर से कोशिश करें।',
};
