// Query keys that more than one feature uses (every other key is defined by its own query options).
// The storefront caches the menu and the settings under these; the admin area refreshes them after
// its own writes, since staff often open the shop in the same tab, and the server's first render
// fills them.
export const MENU_KEY = ['menu'] as const;
export const SETTINGS_KEY = ['settings'] as const;
/** One short page's text (/about, /terms, ...), which the server's first render fills too. */
export const pageKey = (slug: string) => ['page', slug] as const;
