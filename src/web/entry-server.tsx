// Server rendering of the storefront page: the server (plugins/storefront-renderer.ts) loads the
// built copy of this file and renders '/' with the menu and settings it already holds, so the
// first paint shows real products before any script runs. The browser hydrates the same tree.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { MenuResponse } from '../shared/api/catalog';
import type { PublicSettings } from '../shared/api/settings';
import { App } from './app/app';
import { createQueryClient } from './lib/query-client';

export function renderStorefront(
  url: string,
  data: { menu: MenuResponse; settings: PublicSettings },
): string {
  const queryClient = createQueryClient();
  queryClient.setQueryData(['menu'], data.menu);
  queryClient.setQueryData(['settings'], data.settings);
  return renderToString(
    <App
      queryClient={queryClient}
      router={(routes) => <StaticRouter location={url}>{routes}</StaticRouter>}
    />,
  );
}
