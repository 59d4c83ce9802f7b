// The pad's quick search over the menu.
/**
 * Every word typed begins a word of the name ('mas ch' finds Masala Chai): what staff type at a
 * counter is the name they read on the menu. Not the storefront's forgiving search
 * (shared/catalog/item-search.ts): sharing that module with this chunk splits it out, and the
 * storefront's first load would list one more chunk (decision 005).
 */
export function matchesWords(name: string, typed: string): boolean {
  const words = name.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  return typed
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((part) => words.some((word) => word.startsWith(part)));
}
