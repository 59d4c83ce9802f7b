// The page addresses the web app has a page for (with the shop's short pages, shop-pages.ts) (src/web/app/router.tsx builds its routes from
// these). The server answers them 200 and any other page address 404, with the same page: the app
// then shows 'This page does not exist' (docs/product.md#storefront), and a crawler or a link
// checker learns the address is wrong.
import { CONTACT_PATH, pageOfPath } from './shop-pages/shop-pages.ts';

export const APP_PATHS = { store: '/', login: '/login', admin: '/admin' } as const;

/**
 * The rider's page (docs/product.md#the-riders-page). Not in APP_PATHS: that object ships whole in
 * the storefront's first load, and the router names the path itself.
 */
export const RIDER_PATH = '/rider';

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
    path === RIDER_PATH ||
    path.startsWith(`${RIDER_PATH}/`) ||
    path === CONTACT_PATH ||
    isOrderPagePath(path, 'bill') ||
    isOrderPagePath(path, 'pay') ||
    pageOfPath(path) !== undefined
  );
}

/**
 * The storefront's menu filters in its address (?category=&q=): a view can be shared and survives
 * a reload. They are the only parameters a server-rendered page reads.
 */
export const MENU_CATEGORY_PARAM = 'category';
export const MENU_SEARCH_PARAM = 'q';

/** The longest search the storefront puts in its address (its search box cuts there). */
export const MENU_SEARCH_MAX = 100;

/**
 * What a server-rendered page depends on, from its request address: the path as the router matches
 * it and, on the storefront, the menu filters in a fixed order. Everything else (utm_*, fbclid, a
 * cache-buster, filters on a page that shows no menu) is read by nobody, so it neither renders a
 * page of its own nor splits the page cache. A search longer than the storefront ever writes is
 * not `renderable`: the browser renders that page itself.
 */
export function pagePlace(url: string): {
  url: string;
  pathname: string;
  bare: boolean;
  renderable: boolean;
} {
  const mark = url.indexOf('?');
  const pathname = routerPath(mark === -1 ? url : url.slice(0, mark));
  const params = new URLSearchParams(mark === -1 || pathname !== APP_PATHS.store ? '' : url.slice(mark + 1));
  const kept = new URLSearchParams();
  for (const name of [MENU_CATEGORY_PARAM, MENU_SEARCH_PARAM]) {
    const value = params.get(name);
    if (value) kept.set(name, value);
  }
  const search = kept.size ? `?${kept}` : '';
  const renderable = (kept.get(MENU_SEARCH_PARAM)?.length ?? 0) <= MENU_SEARCH_MAX;
  return { url: `${pathname}${search}`, pathname, bare: search === '', renderable };
}
