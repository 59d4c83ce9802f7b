// Query keys that more than one feature uses (every other key is defined by its own query options).
// The storefront caches the menu and the settings under these; the admin area refreshes them after
// its own writes, since staff often open the shop in the same tab, and the server's first render
// fills them.
import type { Language } from '#shared/i18n/languages.ts';

export const MENU_KEY = ['menu'] as const;
export const SETTINGS_KEY = ['settings'] as const;
/** One short page's text (/about, /terms, ...), which the server's first render fills too. */
export const pageKey = (slug: string, language: Language) => ['page', slug, language] as const;

/** The storefront's menu and settings in one language (the admin area reads them under the bare keys). */
export const menuKey = (language: Language) => [...MENU_KEY, language] as const;
export const storeSettingsKey = (language: Language) => [...SETTINGS_KEY, language] as const;
