// The page addresses the web app has a page for (with the shop's short pages, shop-pages.ts) (src/web/app/router.tsx builds its routes from
// these). The server answers them 200 and any other page address 404, with the same page: the app
// then shows 'This page does not exist' (docs/product.md#storefront), and a crawler or a link
// checker learns the address is wrong.
import { CONTACT_PATH, pageOfPath } from './shop-pages/shop-pages.ts';

export const APP_PATHS = { store: '/', login: '/login', admin: '/admin' } as const;

/** Whether the router has a page for this path; like the router, ignores case and a trailing slash. */
export function isAppPath(pathname: string): boolean {
  let end = pathname.length;
  // A loop rather than a regex: the path is request input, and this stays linear whatever it holds.
  while (end > 1 && pathname[end - 1] === '/') end -= 1;
  const path = pathname.slice(0, end).toLowerCase();
  return (
    path === APP_PATHS.store ||
    path === APP_PATHS.login ||
    path === APP_PATHS.admin ||
    path.startsWith(`${APP_PATHS.admin}/`) ||
    path === CONTACT_PATH ||
    pageOfPath(path) !== undefined
  );
}
