// Server rendering of the storefront and its short pages: the server (plugins/storefront-renderer.ts)
// loads the built copy of this file and renders '/' with the menu and settings it already holds, so
// the first paint shows real products before any script runs. The browser hydrates the same tree.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { MenuResponse } from '#shared/api/catalog.ts';
import type { PublicSettings, ShopPage } from '#shared/api/settings.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { App } from './app/app.tsx';
import { ContactRoute, TextPageRoute } from './app/routes/shop-page-route.tsx';
import { ServerRenderedPartsContext } from './app/server-rendered-parts.tsx';
import type { Words } from './lib/i18n/translate.ts';

// Eager here, chunks of their own in the browser (server-rendered-parts.tsx).
const SERVER_RENDERED_PARTS = { TextPageRoute, ContactRoute };

import { HINDI_WORDS } from './lib/i18n/words/hi/index.ts';
import { MARATHI_WORDS } from './lib/i18n/words/mr/index.ts';
import { createQueryClient } from './lib/query-client.ts';
import { menuKey, pageKey, storeSettingsKey } from './lib/query-keys.ts';

// Every language's words at hand: the server renders each page in the customer's language.
const WORDS: Record<Language, Words> = { en: {}, hi: HINDI_WORDS, mr: MARATHI_WORDS };

/** The storefront ('/') comes with the menu; a short page (/about, /terms, ...) with its text. */
export function renderStorefront(
  url: string,
  data: { settings: PublicSettings; menu?: MenuResponse; page?: ShopPage; language: Language },
): string {
  const { language } = data;
  const queryClient = createQueryClient();
  if (data.menu) queryClient.setQueryData(menuKey(language), data.menu);
  if (data.page) queryClient.setQueryData(pageKey(data.page.slug, language), data.page);
  queryClient.setQueryData(storeSettingsKey(language), data.settings);
  return renderToString(
    <ServerRenderedPartsContext.Provider value={SERVER_RENDERED_PARTS}>
      <App
        language={language}
        words={WORDS[language]}
        queryClient={queryClient}
        router={(routes) => <StaticRouter location={url}>{routes}</StaticRouter>}
      />
    </ServerRenderedPartsContext.Provider>,
  );
}
