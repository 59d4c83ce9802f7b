import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { useBoardRefresh } from './order-events.tsx';

export type TicketTrigger = 'auto' | 'manual';

/**
 * Records a kitchen ticket print and asks whether to print: 'auto' is told to print only by the
 * first claim of all boards, 'manual' always, marked as a reprint after the first.
 */
export const claimTicket = ({ id, trigger }: { id: string; trigger: TicketTrigger }) =>
  api('POST /api/admin/orders/:id/ticket', { params: { id }, body: { trigger } });

/** The board re-reads so 'Ticket printed' shows on the card (other boards learn it from the stream). */
export function useClaimTicket() {
  const refresh = useBoardRefresh();
  return useMutation({ mutationFn: claimTicket, onSuccess: refresh });
}
