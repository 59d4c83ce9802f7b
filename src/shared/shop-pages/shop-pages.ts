// The storefront's short pages (docs/product.md#storefront): 'Our Story' and the three policies, whose
// text a manager edits in Settings, and the contact page built from the shop's contact settings.

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
