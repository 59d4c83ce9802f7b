// Everything about orders in the staff area, as a group: the live stream and every status change
// invalidate it as a whole (the board and the bell count).
export const ORDERS_KEY = ['admin', 'orders'] as const;
