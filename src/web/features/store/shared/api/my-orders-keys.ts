// The customer's orders, as a group: the live stream and a cancellation re-read all of them (the
// list and any single order on screen).
export const MY_ORDERS_KEY = ['my-orders'] as const;
