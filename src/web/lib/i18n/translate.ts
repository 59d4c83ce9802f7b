// The storefront's own words in the customer's language (docs/decisions/035-storefront-words.md).
// The English text is the key: the product's texts stay in the code word for word, a missing
// translation shows the English, and a message the server wrote in English (an error, a limit)
// is translated by the same table when it is one of its entries.

/** English text → its translation. A key may hold `{name}` places, filled from the values. */
export type Words = Readonly<Record<string, string>>;
export type WordValues = Readonly<Record<string, string | number>>;

/** The text with each `{name}` replaced by its value; a place without a value stays as written. */
export function fill(text: string, values: WordValues | undefined): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (place, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : place,
  );
}

type Pattern = { match: RegExp; names: string[]; translation: string; fixed: number };

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

// The entries with places, as patterns, made once per table.
const patternsOf = new WeakMap<Words, Pattern[]>();
function patterns(words: Words): Pattern[] {
  let found = patternsOf.get(words);
  if (found) return found;
  found = [];
  for (const [english, translation] of Object.entries(words)) {
    const names: string[] = [];
    const source = english
      .split(/(\{\w+\})/)
      .map((part) => {
        const place = /^\{(\w+)\}$/.exec(part);
        if (!place?.[1]) return escapeRegExp(part);
        names.push(place[1]);
        return '(.+?)';
      })
      .join('');
    if (names.length > 0)
      found.push({
        match: new RegExp(`^${source}$`, 's'),
        names,
        translation,
        // Only the written letters count, not the places' names and braces.
        fixed: english.replace(/\{\w+\}/g, '').length,
      });
  }
  // The key that fixes more of the text is tried first, whatever the part it is in: 'Delivery in
  // {minutes} minutes' before '{count} minutes', which would take 'Delivery in 8' for its count.
  // Ties keep the tables' order.
  found.sort((a, b) => b.fixed - a.fixed);
  patternsOf.set(words, found);
  return found;
}

/** Longest server message matched against the keys with places: past it, only an exact entry. */
export const PATTERN_TEXT_MAX = 300;

/**
 * `english` in the table's language. With values, the key's places are filled. Without, a text not
 * in the table may still be a filled-in key (a server message such as 'At most 10 of Masala Chai'):
 * it is matched against the keys with places. A part it carries is translated in turn ('40
 * seconds' by '{count} seconds'), except in a place that holds what people typed (AS_TYPED).
 */
export function translate(words: Words, english: string, values?: WordValues): string {
  const translation = words[english];
  if (translation !== undefined) return fill(translation, values);
  if (values) return fill(english, values);
  return byPattern(words, english) ?? english;
}

/** Only an entry as written: for text people typed (a banner, an offer), never read as a pattern. */
export function translateExact(words: Words, text: string): string {
  return words[text] ?? text;
}

/**
 * Places that carry what people typed (a product's or a person's name, a code, an address): kept
 * exactly as written, never translated ('Chai at Home is sold out' keeps its name whole).
 */
const AS_TYPED = new Set([
  'item',
  'items',
  'group',
  'option',
  'name',
  'code',
  'codes',
  'address',
  'area',
  'holiday',
  'rider',
  'phone',
  'pin',
]);

function byPattern(words: Words, english: string): string | undefined {
  if (english.length > PATTERN_TEXT_MAX) return undefined;
  for (const pattern of patterns(words)) {
    const found = pattern.match.exec(english);
    if (!found) continue;
    const filled: Record<string, string> = {};
    pattern.names.forEach((name, index) => {
      const part = found[index + 1] ?? '';
      // A name is looked up only as written: 'Chai at Home' is not '{day} at {time}'.
      const again = !AS_TYPED.has(name) && part.length < english.length;
      filled[name] = words[part] ?? (again ? (byPattern(words, part) ?? part) : part);
    });
    return fill(pattern.translation, filled);
  }
  return undefined;
}
