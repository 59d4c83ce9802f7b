// The order board's search (docs/product.md#orders-board): an order number, whole or in part
// ('KCH123456', 'kch 1234', '3456'), or a customer's phone, whole or in part, with or without +91
// ('+91 98900 11111', '98900-11111', '11111'). Pure and linear: one pass over at most
// ORDER_SEARCH_LIMITS.maxLength characters, no regular expression that could backtrack.

export const ORDER_SEARCH_LIMITS = {
  /** What the search box accepts, spaces and punctuation included. */
  maxLength: 40,
  /** Letters and digits needed before a search runs: fewer would match most of the day. */
  minTerm: 3,
} as const;

export const ORDER_SEARCH_MESSAGES = {
  tooLong: `Search can be at most ${ORDER_SEARCH_LIMITS.maxLength} characters`,
  tooShort: `Type at least ${ORDER_SEARCH_LIMITS.minTerm} letters or digits of an order number or phone`,
} as const;

/**
 * What a search looks for. `orderNumber`: upper-case letters and digits to find inside order
 * numbers. `phoneDigits`: digits to find inside phone numbers (null when the search has letters);
 * `wholePhone`: the full '+91XXXXXXXXXX' when ten digits (or 91 and ten) were given, which the
 * database finds by its index.
 */
export type OrderSearch = { orderNumber: string; phoneDigits: string | null; wholePhone: string | null };

/** The search's letters and digits, or null when there are too few to search by. */
export function parseOrderSearch(raw: string): OrderSearch | null {
  let term = '';
  let letters = false;
  const end = Math.min(raw.length, ORDER_SEARCH_LIMITS.maxLength);
  for (let i = 0; i < end; i++) {
    const c = raw.charCodeAt(i);
    if (c >= 48 && c <= 57) term += raw[i];
    else if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) {
      term += raw[i]?.toUpperCase();
      letters = true;
    }
    // Spaces, '+', '-', brackets and anything else only separate the parts people type.
  }
  if (term.length < ORDER_SEARCH_LIMITS.minTerm) return null;
  if (letters) return { orderNumber: term, phoneDigits: null, wholePhone: null };
  // '+91 98900 11111' and '919890011111' are the number 9890011111.
  const national = term.length === 12 && term.startsWith('91') ? term.slice(2) : term;
  return {
    orderNumber: term,
    phoneDigits: national,
    wholePhone: national.length === 10 ? `+91${national}` : null,
  };
}
