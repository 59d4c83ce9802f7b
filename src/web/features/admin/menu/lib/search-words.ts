// An item's search words (docs/product.md#languages) as the item form holds them: one box of words
// separated by commas ('chaha, चहा, चाय'). The shared schema trims them and drops blanks and
// repeats, so the conversion only splits.

export const searchWordsText = (words: readonly string[]): string => words.join(', ');

/** The words as typed, in order; blanks stay for the schema to drop. */
export const searchWordsOf = (text: string): string[] => (text.trim() === '' ? [] : text.split(','));

type Nested = { message?: string } | Nested[] | Record<string, unknown> | undefined;

/**
 * The box's message: the list's own ('At most 12 search words') or the first word's ('A search
 * word must be at most 40 characters'), which the schema and the server key by the word's index.
 */
export function searchWordsMessage(error: unknown): string | undefined {
  const found = error as Nested;
  if (!found || typeof found !== 'object') return undefined;
  if ('message' in found && typeof found.message === 'string') return found.message;
  for (const value of Object.values(found)) {
    const message = searchWordsMessage(value);
    if (message) return message;
  }
  return undefined;
}
