// The storefront's words in Marathi for orders for later today (docs/product.md#orders-for-later-today).
// Keys are the English texts, word for word.
import type { Words } from '#web/lib/i18n/translate.ts';

export const LATER_ORDERS: Words = {
  'As soon as possible': 'शक्य तितक्या लवकर',
  'Later today': 'आज नंतर',
  'Choose a time': 'वेळ निवडा',
  'Scheduled for {time}': '{time} साठी ठरवले',
  'This shop does not take orders for later right now.': 'हे दुकान सध्या नंतरच्या ऑर्डर घेत नाही.',
  'The {time} slot just filled up. Choose another time.': '{time} चा स्लॉट आत्ताच भरला. दुसरी वेळ निवडा.',
  'That time just filled up. Choose another time.': 'ती वेळ आत्ताच भरली. दुसरी वेळ निवडा.',
  'Choose one of the times offered: {time} is not a slot this shop takes today.':
    'दिलेल्या वेळांपैकी एक निवडा: {time} हा आज या दुकानाचा स्लॉट नाही.',
  'No later times are left today.': 'आज नंतरची कोणतीही वेळ शिल्लक नाही.',
  '{name} is not served at {time}. Remove it or choose another time.':
    '{name} {time} ला मिळत नाही. ते काढा किंवा दुसरी वेळ निवडा.',
  'When do you want it?': 'तुम्हाला हे कधी हवे आहे?',
  Full: 'भरले',
  'Choose one of the times offered': 'दिलेल्या वेळांपैकी एक निवडा',
  'This order needs more time: choose {time} or later.':
    'या ऑर्डरला जास्त वेळ लागेल: {time} किंवा त्यानंतरची वेळ निवडा.',
  'Your time is no longer available. Choose another time.': 'तुम्ही निवडलेली वेळ आता उपलब्ध नाही. दुसरी वेळ निवडा.',
};
