// The storefront's short pages (docs/product.md#storefront): 'Our Story' and the three policies, whose
// text a manager edits in Settings, and the contact page built from the shop's contact settings.

import type { Language, TranslatedLanguage } from '../i18n/languages.ts';

export const PAGE_SLUGS = ['about', 'terms', 'privacy', 'refunds'] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

export const PAGE_TITLES: Record<PageSlug, string> = {
  about: 'Our Story',
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
  refunds: 'Refund Policy',
};

/** Where each page lives: '/about', '/terms', ... */
export const pagePath = (slug: PageSlug) => `/${slug}`;

/** The contact page, which 'Contact Us' and 'Help Center' open. */
export const CONTACT_PATH = '/contact';
export const CONTACT_TITLE = 'Help and contact';

/**
 * The pages' titles in Hindi and Marathi: the server names the tab and a shared link's preview in
 * the customer's language before any script runs; the storefront's words reuse these entries.
 */
export const PAGE_TITLES_TRANSLATED: Record<TranslatedLanguage, Record<PageSlug | 'contact', string>> = {
  hi: {
    about: 'हमारी कहानी',
    terms: 'सेवा की शर्तें',
    privacy: 'गोपनीयता नीति',
    refunds: 'रिफ़ंड नीति',
    contact: 'मदद और संपर्क',
  },
  mr: {
    about: 'आमची कहाणी',
    terms: 'सेवेच्या अटी',
    privacy: 'गोपनीयता धोरण',
    refunds: 'परतावा धोरण',
    contact: 'मदत आणि संपर्क',
  },
};

/** A page's title ('Privacy Policy', or the contact page's) in the language. */
export function pageTitleIn(language: Language, slug: PageSlug | 'contact'): string {
  if (language === 'en') return slug === 'contact' ? CONTACT_TITLE : PAGE_TITLES[slug];
  return PAGE_TITLES_TRANSLATED[language][slug];
}

/** The page a path shows, or undefined when it is not one of these pages. */
export function pageOfPath(pathname: string): PageSlug | undefined {
  return PAGE_SLUGS.find((slug) => pagePath(slug) === pathname);
}

export const PAGE_TEXT_MAX = 4000;

/**
 * Plain text into paragraphs: a blank line starts a new one. Rendered as text nodes, never as HTML,
 * so whatever a manager types shows as typed.
 */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}
