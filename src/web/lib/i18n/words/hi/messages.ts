// The storefront's words in Hindi: words every part uses (Close, Cancel), and the messages the
// server writes in English that a customer can meet (errors, limits, validation). Keys are the
// English texts, word for word.
import type { Words } from '#web/lib/i18n/translate.ts';

export const MESSAGES: Words = {
  Close: 'बंद करें',
  Cancel: 'रद्द करें',
  Back: 'वापस',
  Change: 'बदलें',
  Retry: 'फिर से कोशिश करें',
  'Try again': 'फिर से कोशिश करें',
  'Loading...': 'लोड हो रहा है...',
  'Please check your input and try again': 'कृपया अपनी जानकारी जाँचें और फिर से कोशिश करें',
  'You are not authorized to perform this action': 'आपको यह करने की अनुमति नहीं है',
  'Your session has expired. Please log in again': 'आपका सत्र समाप्त हो गया है। कृपया फिर से लॉग इन करें',
  'Too many requests. Please try again later': 'बहुत सारे अनुरोध। कृपया थोड़ी देर बाद फिर से कोशिश करें',
  'Too many requests. Please try again later, in {wait}.': 'बहुत सारे अनुरोध। कृपया {wait} बाद फिर से कोशिश करें।',
  '{count} second': '{count} सेकंड',
  '{count} seconds': '{count} सेकंड',
  '{count} minute': '{count} मिनट',
  '{count} minutes': '{count} मिनट',
  '{count} hour': '{count} घंटा',
  '{count} hours': '{count} घंटे',
  'The requested resource was not found': 'माँगी गई चीज़ नहीं मिली',
  'This change conflicts with the current data': 'यह बदलाव मौजूदा जानकारी से मेल नहीं खाता',
  'Something went wrong. Please try again later': 'कुछ गड़बड़ हो गई। कृपया थोड़ी देर बाद फिर से कोशिश करें',
};
