// The storefront's words in Hindi for usual orders (docs/product.md#customers-come-back). Keys are the
// English texts, word for word.
import type { Words } from '#web/lib/i18n/translate.ts';

export const USUAL_ORDERS: Words = {
  'My usual': 'मेरा रोज़ का',
  'My favourites': 'मेरे पसंदीदा',
  'Save as My usual': '"मेरा रोज़ का" में सेव करें',
  'Name of this favourite': 'इस पसंदीदा का नाम',
  'New name': 'नया नाम',
  Save: 'सेव करें',
  Rename: 'नाम बदलें',
  'Rename {name}': '{name} का नाम बदलें',
  'Delete {name}': '{name} हटाएँ',
  'Order again': 'फिर से ऑर्डर करें',
  'Order {name} again': '{name} फिर से ऑर्डर करें',
  'Saved as {name}. Order it again from the home page.': '{name} नाम से सेव हो गया। होम पेज से इसे फिर से ऑर्डर करें।',
  'Nothing from it can be ordered now': 'इसमें से अभी कुछ भी ऑर्डर नहीं हो सकता',
  'Nothing from {name} can be ordered now.': '{name} में से अभी कुछ भी ऑर्डर नहीं हो सकता।',
  'Replace your cart?': 'अपना कार्ट बदलें?',
  'Your cart already has items. Order again puts {name} in their place.':
    'आपके कार्ट में पहले से आइटम हैं। फिर से ऑर्डर करने पर उनकी जगह {name} आ जाएगा।',
  'Replace cart': 'कार्ट बदलें',
  'Keep cart': 'कार्ट रखें',
  '{item} now costs {now} (was {was})': '{item} अब {now} का है (पहले {was})',
  '{item} is out of stock and was left out': '{item} अभी स्टॉक में नहीं है, इसलिए नहीं जोड़ा गया',
  '{item} is no longer on the menu and was left out': '{item} अब मेन्यू में नहीं है, इसलिए नहीं जोड़ा गया',
  '{item} needs its choices made again, so it was left out':
    '{item} के विकल्प फिर से चुनने होंगे, इसलिए इसे नहीं जोड़ा गया',
  '{item}: only {count} could be added': '{item}: केवल {count} ही जोड़े जा सके',
  // The server's refusals.
  'Give your favourite a name': 'अपने पसंदीदा को एक नाम दें',
  "A favourite's name can be at most {count} characters":
    'पसंदीदा का नाम ज़्यादा से ज़्यादा {count} अक्षरों का हो सकता है',
  'You already have a favourite with this name. Choose another name.':
    'इस नाम का पसंदीदा पहले से है। कोई दूसरा नाम चुनें।',
  'You can keep at most {count} favourites. Delete one to save another.':
    'आप ज़्यादा से ज़्यादा {count} पसंदीदा रख सकते हैं। नया सेव करने के लिए एक हटाएँ।',
  'Only a delivered order can be saved as a favourite': 'केवल डिलीवर हुआ ऑर्डर ही पसंदीदा में सेव हो सकता है',
  'Nothing from this order is on the menu any more, so there is nothing to save':
    'इस ऑर्डर में से अब कुछ भी मेन्यू में नहीं है, इसलिए सेव करने को कुछ नहीं है',
};
