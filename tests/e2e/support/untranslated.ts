// Finds English left in a page shown in Hindi or Marathi: every visible text, and the names a
// screen reader hears (aria-label, alt, placeholder, title), with a Latin word in it. Brand and
// trade names that stay Latin in every language are allowed; so is anything marked lang="en...".
import type { Page } from 'playwright-core';

/** Words that stay as they are in Hindi and Marathi text (names, abbreviations, units). */
export const LATIN_ALLOWED = [
  'Chai Express',
  'OTP',
  'UPI',
  'QR',
  'GSTIN',
  'GST',
  'FSSAI',
  'WhatsApp',
  'km',
  'KB',
  'ID',
];

/**
 * The texts in the page (or under the first element matching `root`, e.g. an open dialog) with
 * Latin letters that are not among the allowed words.
 */
export async function untranslatedTexts(page: Page, allow: string[] = [], root = 'body'): Promise<string[]> {
  const allowed = [...LATIN_ALLOWED, ...allow].sort((a, b) => b.length - a.length);
  return page.evaluate(
    ([allowedWords, rootSelector]) => {
      const top = document.querySelector(rootSelector as string);
      if (!top) throw new Error(`no element matches ${rootSelector}`);
      const found = new Set<string>();
      const english = (element: Element | null) => element?.closest('[lang^="en"]:not(html)') != null;
      const visible = (element: Element) =>
        typeof element.checkVisibility === 'function'
          ? element.checkVisibility({ visibilityProperty: true, opacityProperty: true })
          : true;
      const latinLeft = (text: string) => {
        let rest = text;
        for (const word of allowedWords as string[]) rest = rest.split(word).join(' ');
        return /[A-Za-z]{2,}/.test(rest);
      };
      const walker = document.createTreeWalker(top, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        const text = node.textContent?.trim() ?? '';
        if (!parent || !text || english(parent) || !visible(parent)) continue;
        if (['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue;
        if (latinLeft(text)) found.add(text);
      }
      for (const element of top.querySelectorAll('[aria-label], [alt], [placeholder], [title]')) {
        if (english(element) || !visible(element)) continue;
        for (const name of ['aria-label', 'alt', 'placeholder', 'title']) {
          const value = element.getAttribute(name)?.trim();
          if (value && latinLeft(value)) found.add(`${name}: ${value}`);
        }
      }
      return [...found];
    },
    [allowed, root] as const,
  );
}
