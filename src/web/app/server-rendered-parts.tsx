// Server-rendered pages that the browser fetches as chunks of their own, so the storefront's first
// load stays within its budget (docs/decisions/005-storefront-first-load.md): the short pages
// (/about, /contact...). The server renders them eagerly, with their text (entry-server.tsx
// provides the components); in the browser each sits in a Suspense boundary, and hydration keeps
// the server's HTML until its chunk arrives. Only whole routes: a part of the storefront in such a
// boundary (the footer was tried) is blanked and blocks updates whenever its props change before
// its chunk arrives.
import { type ComponentType, createContext, lazy } from 'react';
import type { PageSlug } from '#shared/shop-pages/shop-pages.ts';

export type ServerRenderedParts = {
  TextPageRoute: ComponentType<{ slug: PageSlug }>;
  ContactRoute: ComponentType;
};

const shopPage = () => import('./routes/shop-page-route.tsx');

export const ServerRenderedPartsContext = createContext<ServerRenderedParts>({
  TextPageRoute: lazy(() => shopPage().then((m) => ({ default: m.TextPageRoute }))),
  ContactRoute: lazy(() => shopPage().then((m) => ({ default: m.ContactRoute }))),
});
