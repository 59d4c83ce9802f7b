// Which admin page the tab names (docs/product.md#staff-area): the navigation entry whose path is the
// longest one the address starts with ('/admin/orders' over '/admin'), or 'Your account'.

type NavEntry = { path: string; label: string };

export function adminPageTitle(items: readonly NavEntry[], pathname: string): string {
  if (pathname === '/admin/account' || pathname.startsWith('/admin/account/')) return 'Your account';
  const match = items
    .filter((item) => pathname === item.path || pathname.startsWith(`${item.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
  return match ? match.label : 'Admin';
}
