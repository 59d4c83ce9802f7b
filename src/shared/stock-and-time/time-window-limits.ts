// How many time windows an item or category may have, and how long a window's name may be
// (docs/product.md#menus-by-time-of-day). Apart from the schema (time-windows.ts) so the staff
// area's menu page can size its editor without loading zod on its first page.
export const MAX_TIME_WINDOWS = 6;
export const MAX_WINDOW_LABEL = 40;
