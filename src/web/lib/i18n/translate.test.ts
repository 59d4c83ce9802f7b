import { describe, expect, it } from 'vitest';
import { fill, PATTERN_TEXT_MAX, translate, translateExact } from './translate.ts';

const WORDS = {
  'My Cart': 'मेरी कार्ट',
  '{count} items': '{count} आइटम',
  'At most {quantity} of {item}': '{item} के अधिकतम {quantity}',
};

describe('translate', () => {
  it('gives the translation of a known text, and the English of an unknown one', () => {
    expect(translate(WORDS, 'My Cart')).toBe('मेरी कार्ट');
    expect(translate(WORDS, 'Checkout')).toBe('Checkout');
    expect(translate({}, 'My Cart')).toBe('My Cart');
  });

  it('fills the places of a key from the values, in the translation or the English', () => {
    expect(translate(WORDS, '{count} items', { count: 3 })).toBe('3 आइटम');
    expect(translate({}, '{count} items', { count: 3 })).toBe('3 items');
  });

  it('translates a filled-in text (a server message) by the keys with places', () => {
    expect(translate(WORDS, 'At most 10 of Masala Chai')).toBe('Masala Chai के अधिकतम 10');
    expect(translate(WORDS, 'At most 10 of')).toBe('At most 10 of');
    // Only the whole text: a key inside a longer message is not a match.
    expect(translate(WORDS, 'Sorry. At most 10 of Masala Chai')).toBe('Sorry. At most 10 of Masala Chai');
  });

  it('translates the parts of a filled-in text the table knows', () => {
    const words = {
      'Too many requests. Please try again later, in {wait}.': 'बहुत सारे अनुरोध। कृपया {wait} बाद फिर कोशिश करें।',
      '{count} seconds': '{count} सेकंड',
    };
    expect(translate(words, 'Too many requests. Please try again later, in 40 seconds.')).toBe(
      'बहुत सारे अनुरोध। कृपया 40 सेकंड बाद फिर कोशिश करें।',
    );
  });

  it('reads special characters in a key as themselves', () => {
    expect(translate({ 'Pay ₹{amount} (UPI)?': '₹{amount} दें (UPI)?' }, 'Pay ₹1,234.50 (UPI)?')).toBe(
      '₹1,234.50 दें (UPI)?',
    );
  });

  it('tries the key that fixes more of the text first, whatever its place in the table', () => {
    const words = {
      '{count} minutes': '{count} मिनट',
      'Delivery in {minutes} minutes': '{minutes} मिनट में डिलीवरी',
    };
    expect(translate(words, 'Delivery in 8 minutes')).toBe('8 मिनट में डिलीवरी');
    expect(translate(words, '8 minutes')).toBe('8 मिनट');
  });

  it('keeps a name inside a message as written, even one that looks like a key', () => {
    const words = {
      '{item} is sold out': '{item} खत्म हो गया',
      '{day} at {time}': '{day} {time} बजे',
      '{percent}% off': '{percent}% की छूट',
    };
    expect(translate(words, 'Chai at Home is sold out')).toBe('Chai at Home खत्म हो गया');
    // Text people typed is looked up as written, never as a pattern.
    expect(translateExact(words, 'Happy hour at 4 pm: 20% off')).toBe('Happy hour at 4 pm: 20% off');
  });

  it('orders the keys by their written letters, not by the length of their places’ names', () => {
    const words = {
      '{day} {date} {month} at {time}': '{date} {month} {day} {time}',
      '{closed} We open {when}.': '{closed} हम {when} खुलेंगे।',
      '{day} at {time}': '{day} {time} बजे',
      'We are closed today.': 'आज हम बंद हैं।',
      tomorrow: 'कल',
    };
    expect(translate(words, 'We are closed today. We open tomorrow at 7:00 am.')).toBe(
      'आज हम बंद हैं। हम कल 7:00 am बजे खुलेंगे।',
    );
  });

  it('matches only the exact entry past the longest text it reads as a pattern', () => {
    const words = { 'At most {quantity} of {item}': '{item} के अधिकतम {quantity}' };
    const long = `At most 10 of ${'x'.repeat(PATTERN_TEXT_MAX)}`;
    expect(translate(words, long)).toBe(long);
  });

  it('leaves a place without a value as written', () => {
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});
