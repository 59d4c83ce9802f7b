// The storefront's words in Marathi: words every part uses (Close, Cancel), and the messages the
// server writes in English that a customer can meet (errors, limits, validation). Keys are the
// English texts, word for word.
import type { Words } from '#web/lib/i18n/translate.ts';

export const MESSAGES: Words = {
  Close: 'बंद करा',
  Cancel: 'रद्द करा',
  Back: 'मागे',
  Change: 'बदला',
  Retry: 'पुन्हा प्रयत्न करा',
  'Try again': 'पुन्हा प्रयत्न करा',
  'Loading...': 'लोड होत आहे...',
  'Please check your input and try again': 'कृपया तुमची माहिती तपासा आणि पुन्हा प्रयत्न करा',
  'You are not authorized to perform this action': 'तुम्हाला हे करण्याची परवानगी नाही',
  'Your session has expired. Please log in again': 'तुमचे सत्र संपले आहे. कृपया पुन्हा लॉग इन करा',
  'Too many requests. Please try again later': 'खूप जास्त विनंत्या. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा',
  'Too many requests. Please try again later, in {wait}.': 'खूप जास्त विनंत्या. कृपया {wait} नंतर पुन्हा प्रयत्न करा.',
  '{count} second': '{count} सेकंद',
  '{count} seconds': '{count} सेकंद',
  '{count} minute': '{count} मिनिट',
  '{count} minutes': '{count} मिनिटे',
  '{count} hour': '{count} तास',
  '{count} hours': '{count} तास',
  'The requested resource was not found': 'मागितलेली गोष्ट सापडली नाही',
  'This change conflicts with the current data': 'हा बदल सध्याच्या माहितीशी जुळत नाही',
  'Something went wrong. Please try again later': 'काहीतरी चुकले. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा',
};
