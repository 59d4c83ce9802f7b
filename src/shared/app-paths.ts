// The page addresses the web app has a page for (with the shop's short pages, shop-pages.ts) (src/web/app/router.tsx builds its routes from
// these). The server answers them 200 and any other page address 404, with the same page: the app
// then shows 'This page does not exist' (docs/product.md#storefront), and a crawler or a link
// checker learns the address is wrong.
import { CONTACT_PATH, pageOfPath } from './shop-pages/shop-pages.ts';

export const APP_PATHS = { store: '/', login: '/login', admin: '/admin' } as const;

/** The printable bill of an order (customers from My orders and the confirmation, staff from the board). */
export const BILL_PAGE_PATTERN = '/orders/:orderId/bill';
export const billPagePath = (orderId: string) => `/orders/${encodeURIComponent(orderId)}/bill`;

/**
 * Where a customer pays an order online (docs/product.md#online-payments). Reached by a full page
 * load, never a client-side move: only this page's CSP lets the gateway's checkout script in.
 */
export const PAY_PAGE_PATTERN = '/orders/:orderId/pay';
export const payPagePath = (orderId: string) => `/orders/${encodeURIComponent(orderId)}/pay`;

/** '/orders/<one segment>/<page>', compared without a regex (the path is request input). */
function isOrderPagePath(path: string, page: 'bill' | 'pay'): boolean {
  const parts = path.split('/');
  return (
    parts.length === 4 && parts[0] === '' && parts[1] === 'orders' && parts[2] !== '' && parts[3] === page
  );
}

/** The path as the router matches it: lower case, without trailing slashes ('/' stays '/'). */
function routerPath(pathname: string): string {
  let end = pathname.length;
  // A loop rather than a regex: the path is request input, and this stays linear whatever it holds.
  while (end > 1 && pathname[end - 1] === '/') end -= 1;
  return pathname.slice(0, end).toLowerCase();
}

/**
 * Whether this page address is the pay page (its CSP allows the gateway's origins): every spelling
 * the router shows the pay page for, or the page it shows would have the gateway's script refused.
 */
export function isPayPagePath(pathname: string): boolean {
  return isOrderPagePath(routerPath(pathname), 'pay');
}

/** Whether the router has a page for this path; like the router, ignores case and a trailing slash. */
export function isAppPath(pathname: string): boolean {
  const path = routerPath(pathname);
  return (
    path === APP_PATHS.store ||
    path === APP_PATHS.login ||
    path === APP_PATHS.admin ||
    path.startsWith(`${APP_PATHS.admin}/`) ||
    path === CONTACT_PATH ||
    isOrderPagePath(path, 'bill') ||
    isOrderPagePath(path, 'pay') ||
    pageOfPath(path) !== undefined
  );
}
