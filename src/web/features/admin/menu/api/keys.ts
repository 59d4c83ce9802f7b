// The menu admin's queries, as a group: any write invalidates all of them (items, categories,
// counters and storage stats all move together).
export const MENU_ADMIN_KEY = ['admin', 'menu'] as const;
