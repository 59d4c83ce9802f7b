import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

export const getUpiQr = (id: string, signal?: AbortSignal) =>
  api('GET /api/admin/orders/:id/upi-qr', { params: { id }, signal });

/**
 * The QR of a UPI-at-door order, drawn by the server with the shop's UPI ID and the exact amount.
 * Asked afresh each time the dialog opens: the UPI ID may have changed in Settings meanwhile.
 */
export const useUpiQr = (id: string) =>
  useQuery({
    queryKey: ['admin', 'upi-qr', id],
    queryFn: ({ signal }) => getUpiQr(id, signal),
    staleTime: 0,
  });
