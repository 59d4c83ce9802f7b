// The tab's title (docs/product.md#storefront): '<page> · Chai Express'. Pages, their layout and the
// orders bell each say their part, in whatever order React runs their effects: the page's own
// title wins over its layout's (a station's name over 'Kitchen'), and the bell's '(3) ' goes in
// front of whichever shows. The title the document loaded with comes back once nobody names one.
import { useEffect } from 'react';
import { BRAND_NAME } from '#shared/constants.ts';

const pageTitles: { title: string }[] = [];
const layoutTitles: { title: string }[] = [];
let prefix = '';
let loadedWith: string | undefined;

function apply() {
  loadedWith ??= document.title;
  const title = pageTitles.at(-1)?.title ?? layoutTitles.at(-1)?.title;
  document.title = `${prefix}${title ? `${title} · ${BRAND_NAME}` : loadedWith}`;
}

/**
 * Names the tab while the component shows; nothing until the title is known. `layout`: a title
 * the pages inside it may replace with their own. The browser's print dialog names a saved PDF
 * after it.
 */
export function useDocumentTitle(title: string | undefined, options: { layout?: boolean } = {}) {
  const layout = options.layout ?? false;
  useEffect(() => {
    if (!title) return;
    const list = layout ? layoutTitles : pageTitles;
    const entry = { title };
    list.push(entry);
    apply();
    return () => {
      list.splice(list.indexOf(entry), 1);
      apply();
    };
  }, [title, layout]);
}

/** Puts `text` ('(3) ') in front of the tab's title while the component shows. */
export function useTitlePrefix(text: string) {
  useEffect(() => {
    prefix = text;
    apply();
    return () => {
      prefix = '';
      apply();
    };
  }, [text]);
}
