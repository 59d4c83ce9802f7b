// Query keys of the menu admin: any write invalidates the whole group (items, categories,
// counters and storage stats all move together).
export const MENU_ADMIN_KEY = ['admin', 'menu'] as const;
export const ADMIN_STATS_KEY = ['admin', 'stats'] as const;
