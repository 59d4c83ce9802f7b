// The bill PDF's fonts: Noto Sans Devanagari (SIL Open Font License 1.1, from the npm package
// @expo-google-fonts/noto-sans-devanagari), whose TrueType files hold Latin, Devanagari and the
// rupee sign in one face, so an item named in Marathi and '₹' print as they read on the page
// (docs/product.md#languages). pdfkit embeds only the glyphs a bill uses (a subset), so a bill
// stays some tens of kilobytes. TrueType, not the web's WOFF2: the PDF embeds the font's own file.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const PACKAGE = '@expo-google-fonts/noto-sans-devanagari';

export const BILL_FONTS = {
  regular: require.resolve(`${PACKAGE}/400Regular/NotoSansDevanagari_400Regular.ttf`),
  bold: require.resolve(`${PACKAGE}/700Bold/NotoSansDevanagari_700Bold.ttf`),
};

/**
 * What the font draws beyond ASCII: Latin-1 but the few symbols it lacks (¤ ¦ ¬ ± ² ³ µ ¹ ¼ ½ ¾),
 * the Devanagari blocks, the joiners Devanagari spelling uses, typographic quotes and dashes, the
 * ellipsis, the bullet, '€' and '₹'.
 */
const DRAWN =
  /[\x20-\x7E\xA0-\xA3\xA5\xA7-\xAB\xAD-\xB0\xB4\xB6-\xB8\xBA\xBB\xBF-\xFF\u0900-\u097F\u1CD0-\u1CF6\u1CF8\u1CF9\uA8E0-\uA8FF\u200B-\u200D\u2010\u2013\u2014\u2018-\u201A\u201C-\u201E\u2022\u2026\u2039\u203A\u20AC\u20B9\u2122]/u;

/**
 * Text as the bill's font can draw it: any character it has no glyph for (an emoji, another
 * script) becomes '?', which reads as missing rather than as an empty box; other white space a
 * plain space.
 */
export function printable(text: string): string {
  return Array.from(text, (c) => (DRAWN.test(c) ? c : c.trim() === '' ? ' ' : '?')).join('');
}
