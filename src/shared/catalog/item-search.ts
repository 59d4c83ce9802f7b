// One forgiving matcher for the storefront's search box and GET /api/menu-items?search=, so the
// browser's instant filter and the API never disagree (docs/product.md#menu-search-and-order,
// docs/decisions/019-forgiving-search.md).

/**
 * The fields a search looks at. `searchAliases` are other words customers use for the item ('chaha',
 * 'चहा', 'चाय' for a chai): they rank like words of the name.
 */
export type SearchableItem = {
  name: string;
  brand: string;
  description: string;
  searchAliases?: readonly string[];
};

/** Typos are forgiven only in words this long: shorter ones would match too much ('tea' ~ 'ten'). */
export const TYPO_MIN_LENGTH = 4;

// Each runs on request input: one character class with one quantifier, linear in the text's length.
// A word is letters, digits and the marks that belong to them: Devanagari vowel signs and the
// virama are marks (\p{M}), and splitting or deleting them would turn 'मसाला चहा' into 'मसल चह'.
const SEPARATORS = /[^\p{L}\p{M}\p{N}]+/u;
/** Accents are dropped only where they decorate a Latin letter ('é' is NFKD 'e' + U+0301). */
const LATIN_ACCENTS = /(\p{Script=Latin})\p{M}+/gu;
/** Zero-width joiners choose a Devanagari glyph's shape, not its letters ('र्‍' is still र्). */
const JOINERS = /[\u200c\u200d]/g;
/** Marks that change a Devanagari letter rather than add a sound: the nukta and the virama. */
const NOT_LETTERS = /[\u093c\u094d]/g;

/**
 * Lower-cased words without Latin accents ('Café' -> 'cafe'), split at anything but letters,
 * their marks and digits. Devanagari keeps every vowel sign: पाव, पव and पावा are three words.
 */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(LATIN_ACCENTS, '$1')
    .replace(JOINERS, '')
    .toLowerCase()
    .split(SEPARATORS)
    .filter((word) => word.length > 0);
}

/**
 * How many letters a word has, for the typo rule: Latin letters, and in Devanagari the consonants,
 * vowels and vowel signs (a vowel sign is a vowel, as 'a' is in 'masala'), not the nukta or virama
 * that only change the letter they follow. 'chai' and 'समोसा' have 4 and 5; 'चाय' has 3.
 */
export function letterCount(word: string): number {
  return word.length - (word.match(NOT_LETTERS)?.length ?? 0);
}

/**
 * True when one insertion, deletion, substitution or swap of two neighbouring letters turns a into b
 * (or they are equal). Linear, without the full edit-distance table: it runs for every word of the
 * menu's vocabulary on every search.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (long.length - short.length > 1) return false;
  let i = 0;
  while (i < short.length && short.charCodeAt(i) === long.charCodeAt(i)) i++;
  if (short.length === long.length) {
    // One substitution at i, or a swap of the two letters at i and i + 1.
    const swapped = short[i] === long[i + 1] && short[i + 1] === long[i];
    return sameFrom(short, long, i + 1, 0) || (swapped && sameFrom(short, long, i + 2, 0));
  }
  // One letter inserted into the shorter word at i.
  return sameFrom(short, long, i, 1);
}

/** short from `from` equals long from `from + shift`, to the end (no substrings allocated). */
function sameFrom(short: string, long: string, from: number, shift: number): boolean {
  for (let j = from; j < short.length; j++)
    if (short.charCodeAt(j) !== long.charCodeAt(j + shift)) return false;
  return true;
}

/** Whether a query word finds a menu word: as its beginning, or with one typo when long enough. */
export function wordMatches(token: string, word: string): boolean {
  return matchesWord(token, letterCount(token) >= TYPO_MIN_LENGTH, word);
}

/** wordMatches with the token's length judged once, not for every word of the vocabulary. */
function matchesWord(token: string, forgivesTypo: boolean, word: string): boolean {
  return word.startsWith(token) || (forgivesTypo && withinOneEdit(token, word));
}

/** The name and the aliases: the words that say what the item is. */
function namesOf(item: SearchableItem): string {
  return item.searchAliases?.length ? `${item.name} ${item.searchAliases.join(' ')}` : item.name;
}

/**
 * An index over the items' words, built once per menu (the server keeps it with its menu snapshot,
 * the storefront per loaded menu). `find(query)` answers the positions of the items of which every
 * word of the query finds some word of the name, aliases, brand or description, in any order; those
 * whose name and aliases alone hold every word come first (the brand 'Chai Express' is on every item, so 'chai
 * masala' must not bury Masala Chai among the masala dishes), otherwise in menu order. null when
 * the query has no words (everything matches).
 */
export function createItemSearch(items: readonly SearchableItem[]) {
  // Each distinct word once, with the positions of the items that hold it (ascending, no repeats).
  const postings = new Map<string, number[]>();
  const nameWords = items.map((item) => searchWords(namesOf(item)));
  items.forEach((item, position) => {
    for (const word of new Set(searchWords(`${namesOf(item)} ${item.brand} ${item.description}`))) {
      const list = postings.get(word);
      if (list) list.push(position);
      else postings.set(word, [position]);
    }
  });
  const vocabulary = [...postings.keys()];

  return {
    find(query: string): number[] | null {
      const tokens = [...new Set(searchWords(query))];
      if (tokens.length === 0) return null;
      const forgives = tokens.map((token) => letterCount(token) >= TYPO_MIN_LENGTH);
      // found[i] counts the leading query words item i has matched; it must match them all.
      const found = new Uint8Array(items.length);
      tokens.forEach((token, k) => {
        for (const word of vocabulary) {
          if (!matchesWord(token, forgives[k]!, word)) continue;
          for (const position of postings.get(word)!) if (found[position] === k) found[position] = k + 1;
        }
      });
      const byName: number[] = [];
      const others: number[] = [];
      for (let position = 0; position < items.length; position++) {
        if (found[position] !== tokens.length) continue;
        const words = nameWords[position]!;
        const inName = tokens.every((token, k) =>
          words.some((word) => matchesWord(token, forgives[k]!, word)),
        );
        (inName ? byName : others).push(position);
      }
      return byName.concat(others);
    },
  };
}

export type ItemSearch = ReturnType<typeof createItemSearch>;

/** The items a search finds, best first; all of them, in order, when the query has no words. */
export function searchItems<Item extends SearchableItem>(
  search: ItemSearch,
  items: readonly Item[],
  query: string | undefined,
): readonly Item[] {
  const positions = query ? search.find(query) : null;
  return positions ? positions.map((position) => items[position]!) : items;
}
