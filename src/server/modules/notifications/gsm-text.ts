// Text for SMS template variables, kept to the GSM 7-bit alphabet where a stand-in exists: one
// character outside it (a curly quote, '₹', an emoji) turns the whole SMS into Unicode (70
// characters a part instead of 160) or makes it miss its registered DLT template. Text in another
// script (a reason typed in Marathi) stays as typed: that is a Unicode template, the shop's choice.

/** GSM 03.38's basic set: these cost one character each and keep an SMS in 7-bit. */
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);

/** Characters said in the basic set instead (the extension set's cost two and some phones drop them). */
const STAND_INS: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '‚': "'",
  '′': "'",
  '`': "'",
  '´': "'",
  '“': '"',
  '”': '"',
  '„': '"',
  '″': '"',
  '–': '-',
  '—': '-',
  '−': '-',
  '·': '-',
  '•': '-',
  '…': '...',
  '₹': 'Rs. ',
  '€': 'EUR',
  '×': 'x',
  '{': '(',
  '}': ')',
  '[': '(',
  ']': ')',
  '~': '-',
  '^': '',
  '|': '/',
  '\\': '/',
  '\u00a0': ' ',
  '\u2009': ' ',
  '\u202f': ' ',
};

/** Emoji and the joiners and selectors that build them: no stand-in, left out. */
const PICTOGRAPHS = /\p{Extended_Pictographic}|\u200d|\ufe0e|\ufe0f|[\u{1f3fb}-\u{1f3ff}]/gu;
const COMBINING_MARKS = /\p{M}/gu;

/** One character in the basic set where it can be: stand-in, or a Latin letter without its accent. */
function gsmChar(char: string): string {
  if (GSM_BASIC.has(char)) return char;
  const standIn = STAND_INS[char];
  if (standIn !== undefined) return standIn;
  const bare = char.normalize('NFD').replace(COMBINING_MARKS, '');
  return /^[A-Za-z]$/.test(bare) ? bare : char;
}

/** Whether every character of `text` is in the GSM basic set. */
export const isGsmBasic = (text: string) => Array.from(text).every((char) => GSM_BASIC.has(char));

/** What a shortened variable ends with, in the basic set ('…' is not in it). */
const ELLIPSIS = '...';

/**
 * `text` in the GSM basic set as far as stand-ins reach, at most `max` characters. Longer text is
 * shortened at a word, never through one, and ends in '...' so the reader knows there was more
 * (docs/product.md#order-notifications). Only a first word longer than the room is cut inside.
 */
export function gsmVariable(text: string, max: number): string {
  const chars = Array.from(text.replace(PICTOGRAPHS, '')).map(gsmChar).join('').replace(/ {2,}/g, ' ').trim();
  const points = Array.from(chars);
  if (points.length <= max) return chars;
  const room = max - ELLIPSIS.length;
  // One character past the room: a space there means the room ends at a word already.
  const cut = points.slice(0, room + 1).join('');
  const lastSpace = cut.lastIndexOf(' ');
  const kept = lastSpace > 0 ? cut.slice(0, lastSpace) : points.slice(0, room).join('');
  return `${kept.replace(/[\s,;:.-]+$/, '')}${ELLIPSIS}`;
}
