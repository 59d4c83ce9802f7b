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
        fixed: english.length - names.join('').length,
      });
  }
  // The key that fixes more of the text is tried first, whatever the part it is in: 'Delivery in
  // {minutes} minutes' before '{count} minutes', which would take 'Delivery in 8' for its count.
  found.sort((a, b) => b.fixed - a.fixed);
  patternsOf.set(words, found);
  return found;
}

/**
 * `english` in the table's language. With values, the key's places are filled. Without, a text not
 * in the table may still be a filled-in key (a server message such as 'At most 10 of Masala Chai'):
 * it is matched against the keys with places; the parts it carries are translated in turn when
 * the table knows them, and kept as they are when not (a product name, a number).
 */
export function translate(words: Words, english: string, values?: WordValues): string {
  const translation = words[english];
  if (translation !== undefined) return fill(translation, values);
  if (values) return fill(english, values);
  for (const pattern of patterns(words)) {
    const found = pattern.match.exec(english);
    if (!found) continue;
    const filled: Record<string, string> = {};
    // A part may itself be a text the table knows ('40 seconds' by '{count} seconds').
    pattern.names.forEach((name, index) => {
      filled[name] = translate(words, found[index + 1] ?? '');
    });
    return fill(pattern.translation, filled);
  }
  return english;
}
