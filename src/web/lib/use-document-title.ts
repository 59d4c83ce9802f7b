// The tab's title (docs/product.md#storefront): '<page> · Chai Express'. Pages, their layout and the
// orders bell each say their part, in whatever order React runs their effects: the page's own
// title wins over its layout's (a station's name over 'Kitchen'), and the bell's '(3) ' goes in
// front of whichever shows. The storefront's own title comes back once nobody names one (not the
// title the document loaded with: a page opened at /refunds was served as 'Refund Policy').
import { useEffect } from 'react';
import { BRAND_NAME } from '#shared/constants.ts';

/** The storefront's title, as index.html has it. */
export const STOREFRONT_TITLE = `${BRAND_NAME} · Fresh chai and snacks, fast`;

const pageTitles: { title: string }[] = [];
const layoutTitles: { title: string }[] = [];
let prefix = '';

function apply() {
  const title = pageTitles.at(-1)?.title ?? layoutTitles.at(-1)?.title;
  document.title = `${prefix}${title ? `${title} · ${BRAND_NAME}` : STOREFRONT_TITLE}`;
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
