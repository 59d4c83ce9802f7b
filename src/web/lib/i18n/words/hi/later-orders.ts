// The storefront's words in Hindi for orders for later today (docs/product.md#orders-for-later-today).
// Keys are the English texts, word for word.
import type { Words } from '#web/lib/i18n/translate.ts';

export const LATER_ORDERS: Words = {
  'As soon as possible': 'जितनी जल्दी हो सके',
  'Later today': 'आज बाद में',
  'Choose a time': 'समय चुनें',
  'Scheduled for {time}': '{time} के लिए तय',
  'This shop does not take orders for later right now.': 'यह दुकान अभी बाद के ऑर्डर नहीं ले रही है।',
  'The {time} slot just filled up. Choose another time.': '{time} का स्लॉट अभी-अभी भर गया। दूसरा समय चुनें।',
  'That time just filled up. Choose another time.': 'वह समय अभी-अभी भर गया। दूसरा समय चुनें।',
  'Choose one of the times offered: {time} is not a slot this shop takes today.':
    'दिए गए समयों में से एक चुनें: {time} आज इस दुकान का स्लॉट नहीं है।',
  'No later times are left today.': 'आज बाद का कोई समय नहीं बचा है।',
  '{name} is not served at {time}. Remove it or choose another time.':
    '{name} {time} पर नहीं मिलता। इसे हटाएँ या दूसरा समय चुनें।',
  'When do you want it?': 'आपको यह कब चाहिए?',
  Full: 'भर गया',
  'Choose one of the times offered': 'दिए गए समयों में से एक चुनें',
  'This order needs more time: choose {time} or later.':
    'इस ऑर्डर को ज़्यादा समय चाहिए: {time} या उसके बाद का समय चुनें।',
  'Your time is no longer available. Choose another time.': 'आपका चुना समय अब उपलब्ध नहीं है। दूसरा समय चुनें।',
};
