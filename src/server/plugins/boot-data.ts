// The storefront's first render needs the menu and the settings. Fetching them only after the
// script has run costs a full round trip before any product shows (Lighthouse LCP), so the
// server writes both into index.html as a JSON data block (not executed, so the CSP holds) and
// preloads the first product pictures. See docs/decisions/005-storefront-first-load.md.
import { BRAND_NAME } from '#shared/constants.ts';
import { LANGUAGE_TAGS, type Language } from '#shared/i18n/languages.ts';

/** Escapes what could end the data block or confuse an HTML parser inside it. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export type BootData = {
  data: Record<string, unknown>;
  preloadImages: string[];
  /** Renders the page's markup (only on a cache miss), when the server-rendering build is present. */
  renderApp?: () => string;
  /** Changes whenever anything in the page would: the rendered page is cached per version. */
  version: string;
  /** The language the page is rendered in (the customer's cookie): its <html lang>. */
  language?: Language;
  /** The page's own tab title ('Refund Policy'), before the shop's name; absent: the storefront's. */
  title?: string;
};

const text = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function renderIndexHtml(template: string, boot: BootData | undefined): string {
  if (!boot)
    return template
      .replace('<!--boot-head-->', '')
      .replace('<!--boot-data-->', '')
      .replace('<!--ssr-outlet-->', '');
  const head = boot.preloadImages
    .map((src) => `<link rel="preload" as="image" href="${attr(src)}" fetchpriority="high" />`)
    .join('\n    ');
  const data = `<script id="boot-data" type="application/json">${jsonForHtml(boot.data)}</script>`;
  // Replacer functions, not strings: a string replacement reads `$'`, `$&` and `$\`` in stored
  // text (a product name, a banner title) as "insert part of the template here" (fuzzing found it).
  // A link shared on WhatsApp and the tab both name the page before any script runs.
  const titled =
    boot.title === undefined
      ? template
      : template.replace(
          /<title>[^<]*<\/title>/,
          () => `<title>${text(boot.title ?? '')} · ${BRAND_NAME}</title>`,
        );
  // The page's language on its root element, in place of the template's own.
  const tag = boot.language === undefined ? undefined : LANGUAGE_TAGS[boot.language];
  const spoken =
    tag === undefined
      ? titled
      : titled.replace(
          /<html\b([^>]*)>/,
          (_root, attributes: string) => `<html${attributes.replace(/\s+lang="[^"]*"/, '')} lang="${tag}">`,
        );
  return spoken
    .replace('<!--boot-head-->', () => head)
    .replace('<!--boot-data-->', () => data)
    .replace('<!--ssr-outlet-->', () => boot.renderApp?.() ?? '');
}

/**
 * Replaces the built stylesheet links with the stylesheets themselves: one round trip fewer
 * before the first paint on a slow phone connection (the CSP allows inline styles, not scripts).
 */
export function inlineStylesheets(template: string, read: (href: string) => string | undefined): string {
  return template.replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (link, href: string) => {
    const css = read(href);
    return css === undefined ? link : `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  });
}
