// A delivered order's bill (page and PDF) and the kitchen ticket's prints (decision 021): who may
// see a bill, and which board prints a ticket first.
import { conflict, notFound } from '#server/http/app-error.ts';
import type { RequestContext } from '#server/http/request-context.ts';
import { BILL_MESSAGES, type Bill, type TicketResponse } from '#shared/api/billing.ts';
import type { CreditNote } from '#shared/api/credit-notes.ts';
import { can, type Role } from '#shared/roles.ts';
import { UUID } from '#shared/uuid.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { billFileName, billPdf } from './bill-pdf.ts';
import { creditNoteFileName, creditNotePdf } from './credit-note-pdf.ts';
import { creditNoteOf } from './credit-note-view.ts';
import { billOf } from './order-bill.ts';
import type { OrdersRepo } from './orders.repo.ts';

/** What bills and tickets need from the order's life (order-life.ts). */
export type BillsAndTicketsDeps = {
  repo: Pick<OrdersRepo, 'byId' | 'claimTicket' | 'releaseTicket' | 'creditNotes'>;
  audit: AuditService;
  now: () => Date;
  /** Tells every instance's listeners that the order changed. */
  announce: (id: string) => Promise<unknown>;
};

export function createBillsAndTickets({ repo, audit, now, announce }: BillsAndTicketsDeps) {
  /** The order, for its customer or staff who manage orders; anyone else is told it does not exist. */
  async function visibleOrder(viewer: { userId: string; role: Role }, id: string) {
    const row = UUID.test(id) ? await repo.byId(id) : undefined;
    if (!row || (row.userId !== viewer.userId && !can(viewer.role, 'orders:manage')))
      throw notFound('Order not found');
    return row;
  }

  /** The order's credit notes (docs/product.md#credit-notes), with the bill's access; [] when none. */
  async function creditNotes(viewer: { userId: string; role: Role }, id: string): Promise<CreditNote[]> {
    const row = await visibleOrder(viewer, id);
    return (await repo.creditNotes(row.id)).map((note) => creditNoteOf(row, note));
  }
  /**
   * The bill of a delivered order, for its customer or for staff who manage orders; anyone
   * else is told it does not exist, as for the order itself.
   */
  async function bill(viewer: { userId: string; role: Role }, id: string): Promise<Bill> {
    const outcome = billOf(await visibleOrder(viewer, id));
    if (!outcome.ok) throw conflict(BILL_MESSAGES[outcome.reason]);
    return outcome.bill;
  }

  return {
    bill,
    creditNotes,
    /** One credit note of the order as a PDF download. */
    async creditNotePdf(
      viewer: { userId: string; role: Role },
      id: string,
      noteId: string,
    ): Promise<{ fileName: string; pdf: Buffer }> {
      const note = (await creditNotes(viewer, id)).find((n) => n.id === noteId);
      if (!note) throw notFound('Credit note not found');
      return { fileName: creditNoteFileName(note), pdf: await creditNotePdf(note) };
    },
    /** The same bill as a PDF download, with a file name made from its number. */
    async billPdf(
      viewer: { userId: string; role: Role },
      id: string,
    ): Promise<{ fileName: string; pdf: Buffer }> {
      const issued = await bill(viewer, id);
      return { fileName: billFileName(issued), pdf: await billPdf(issued) };
    },

    /**
     * Records a kitchen-ticket print and says whether this device should print. 'auto' (the
     * board's auto-print on accept) prints only if it claimed the first print; 'manual' always
     * prints, marked as a reprint when a ticket was printed before. Other boards hear of it.
     */
    async ticket(id: string, trigger: 'auto' | 'manual', context: RequestContext): Promise<TicketResponse> {
      const claim = UUID.test(id) ? await repo.claimTicket(id, now()) : undefined;
      if (!claim) throw notFound('Order not found');
      if (claim.status === 'awaiting_payment') throw conflict(BILL_MESSAGES.ticketUnpaid);
      if (claim.status === 'cancelled' || !claim.printedAt) throw conflict(BILL_MESSAGES.ticketCancelled);
      const printedAt = claim.printedAt.toISOString();
      if (claim.claimed) {
        await audit.record(context, {
          action: 'orders.ticket',
          tableName: 'orders',
          recordId: id,
          newValues: { trigger, printedAt },
        });
        await announce(id);
      }
      if (trigger === 'auto') return { print: claim.claimed, reprint: !claim.claimed, printedAt };
      return { print: true, reprint: !claim.claimed, printedAt };
    },

    /**
     * Undoes a first print the network printer never printed (decision 029): the order reads
     * 'Ticket not printed' again on every board. A print recorded since is left as it is.
     */
    async releaseTicket(id: string, printedAt: string, context: RequestContext, problem: string) {
      if (!(await repo.releaseTicket(id, new Date(printedAt)))) return;
      await audit.record(context, {
        action: 'orders.ticket_failed',
        tableName: 'orders',
        recordId: id,
        newValues: { printedAt: null, problem },
      });
      await announce(id);
    },
  };
}
