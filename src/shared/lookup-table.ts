// Tables looked up by text that users type (item names, category slugs, file extensions) must not
// answer from Object.prototype: with a plain object, an item named 'constructor' or 'valueOf' found
// a function where an image path was expected, and the menu answer failed its schema (500).
// The reliability fuzzing found it (tests/reliability/fuzz.reliability.ts).

/** A read-only string-keyed table without a prototype: unknown keys, whatever they are, are undefined. */
export function lookupTable<V>(entries: Iterable<readonly [string, V]>): Readonly<Record<string, V>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, V>, Object.fromEntries(entries)));
}
