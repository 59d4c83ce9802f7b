// Server rendering of the storefront and its short pages: the server (plugins/storefront-renderer.ts)
// loads the built copy of this file and renders '/' with the menu and settings it already holds, so
// the first paint shows real products before any script runs. The browser hydrates the same tree.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { MenuResponse } from '#shared/api/catalog.ts';
import type { PublicSettings, ShopPage } from '#shared/api/settings.ts';
import { App } from './app/app.tsx';
import { ContactRoute, TextPageRoute } from './app/routes/shop-page-route.tsx';
import { ServerRenderedPartsContext } from './app/server-rendered-parts.tsx';

// Eager here, chunks of their own in the browser (server-rendered-parts.tsx).
const SERVER_RENDERED_PARTS = { TextPageRoute, ContactRoute };

import { createQueryClient } from './lib/query-client.ts';
import { MENU_KEY, pageKey, SETTINGS_KEY } from './lib/query-keys.ts';

/** The storefront ('/') comes with the menu; a short page (/about, /terms, ...) with its text. */
export function renderStorefront(
  url: string,
  data: { settings: PublicSettings; menu?: MenuResponse; page?: ShopPage },
): string {
  const queryClient = createQueryClient();
  if (data.menu) queryClient.setQueryData(MENU_KEY, data.menu);
  if (data.page) queryClient.setQueryData(pageKey(data.page.slug), data.page);
  queryClient.setQueryData(SETTINGS_KEY, data.settings);
  return renderToString(
    <ServerRenderedPartsContext.Provider value={SERVER_RENDERED_PARTS}>
      <App
        queryClient={queryClient}
        router={(routes) => <StaticRouter location={url}>{routes}</StaticRouter>}
      />
    </ServerRenderedPartsContext.Provider>,
  );
}
