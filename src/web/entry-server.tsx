// Server rendering of the storefront page: the server (plugins/storefront-renderer.ts) loads the
// built copy of this file and renders '/' with the menu and settings it already holds, so the
// first paint shows real products before any script runs. The browser hydrates the same tree.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { MenuResponse } from '#shared/api/catalog.ts';
import type { PublicSettings } from '#shared/api/settings.ts';
import { App } from './app/app.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { MENU_KEY, SETTINGS_KEY } from './lib/query-keys.ts';

export function renderStorefront(
  url: string,
  data: { menu: MenuResponse; settings: PublicSettings },
): string {
  const queryClient = createQueryClient();
  queryClient.setQueryData(MENU_KEY, data.menu);
  queryClient.setQueryData(SETTINGS_KEY, data.settings);
  return renderToString(
    <App
      queryClient={queryClient}
      router={(routes) => <StaticRouter location={url}>{routes}</StaticRouter>}
    />,
  );
}
