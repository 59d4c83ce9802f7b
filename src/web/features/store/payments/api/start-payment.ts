import { api } from '#web/lib/api.ts';

/** Opens (or reopens: the same gateway order) the online payment of an order awaiting it. */
export const startPayment = (id: string) => api('POST /api/orders/:id/payment', { params: { id } });
