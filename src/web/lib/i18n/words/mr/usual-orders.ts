// The storefront's words in Marathi for usual orders (docs/product.md#customers-come-back). Keys are the
// English texts, word for word.
import type { Words } from '#web/lib/i18n/translate.ts';

export const USUAL_ORDERS: Words = {
  'My usual': 'माझे नेहमीचे',
  'My favourites': 'माझे आवडते',
  'Save as My usual': '"माझे नेहमीचे" म्हणून सेव्ह करा',
  'Name of this favourite': 'या आवडत्याचे नाव',
  'New name': 'नवीन नाव',
  Save: 'सेव्ह करा',
  Rename: 'नाव बदला',
  'Rename {name}': '{name} चे नाव बदला',
  'Delete {name}': '{name} काढा',
  'Order again': 'पुन्हा ऑर्डर करा',
  'Order {name} again': '{name} पुन्हा ऑर्डर करा',
  'Saved as {name}. Order it again from the home page.': '{name} म्हणून सेव्ह झाले. होम पेजवरून ते पुन्हा ऑर्डर करा.',
  'Nothing from it can be ordered now': 'यातील काहीही आत्ता ऑर्डर करता येत नाही',
  'Nothing from {name} can be ordered now.': '{name} मधील काहीही आत्ता ऑर्डर करता येत नाही.',
  'Replace your cart?': 'तुमची कार्ट बदलायची?',
  'Your cart already has items. Order again puts {name} in their place.':
    'तुमच्या कार्टमध्ये आधीच आयटम आहेत. पुन्हा ऑर्डर केल्यास त्यांच्या जागी {name} येईल.',
  'Replace cart': 'कार्ट बदला',
  'Keep cart': 'कार्ट ठेवा',
  '{item} now costs {now} (was {was})': '{item} आता {now} ला आहे (आधी {was})',
  '{item} is out of stock and was left out': '{item} आत्ता स्टॉकमध्ये नाही, म्हणून जोडले नाही',
  '{item} is no longer on the menu and was left out': '{item} आता मेन्यूमध्ये नाही, म्हणून जोडले नाही',
  '{item} needs its choices made again, so it was left out':
    '{item} चे पर्याय पुन्हा निवडावे लागतील, म्हणून ते जोडले नाही',
  '{item}: only {count} could be added': '{item}: फक्त {count} जोडता आले',
  // The server's refusals.
  'Give your favourite a name': 'तुमच्या आवडत्याला नाव द्या',
  "A favourite's name can be at most {count} characters": 'आवडत्याचे नाव जास्तीत जास्त {count} अक्षरांचे असू शकते',
  'You already have a favourite with this name. Choose another name.':
    'या नावाचे आवडते आधीच आहे. दुसरे नाव निवडा.',
  'You can keep at most {count} favourites. Delete one to save another.':
    'तुम्ही जास्तीत जास्त {count} आवडते ठेवू शकता. नवीन सेव्ह करण्यासाठी एक काढा.',
  'Only a delivered order can be saved as a favourite': 'फक्त डिलिव्हर झालेली ऑर्डरच आवडत्यांमध्ये सेव्ह करता येते',
  'Nothing from this order is on the menu any more, so there is nothing to save':
    'या ऑर्डरमधील आता काहीही मेन्यूमध्ये नाही, म्हणून सेव्ह करण्यासारखे काही नाही',
};
