// This device's kitchen-ticket choices, kept in localStorage next to the alarm's mute switch: the
// thermal paper the printer here takes, whether accepting an order prints its ticket, and whether
// its tickets show each item's Marathi name. Another device (the counter's tablet, the kitchen's
// laptop) keeps its own.
import { createPersistedStore } from '#web/lib/persisted-store.ts';
import { useStore } from '#web/lib/use-store.ts';

export const TICKET_PAPERS = [58, 80] as const;
export type TicketPaper = (typeof TICKET_PAPERS)[number];

const paper = createPersistedStore<TicketPaper>('chai.admin.ticket-paper.v1', 80, (raw) =>
  raw === 58 || raw === 80 ? raw : undefined,
);

/**
 * When auto-print was switched on here (ISO), or null when off. Only orders accepted since then are
 * printed by themselves: switching it on never prints the backlog already in the kitchen.
 */
const autoPrintSince = createPersistedStore<string | null>('chai.admin.auto-print.v1', null, (raw) =>
  typeof raw === 'string' && !Number.isNaN(Date.parse(raw)) ? raw : raw === null ? null : undefined,
);

export function useTicketPaper() {
  return [useStore(paper), paper.set] as const;
}

export function useAutoPrint() {
  const since = useStore(autoPrintSince);
  return {
    since,
    setOn: (on: boolean) => autoPrintSince.set(on ? new Date().toISOString() : null),
  };
}

/** Whether this device's tickets show each line's Marathi name under the English (off at first). */
const marathiNames = createPersistedStore<boolean>('chai.admin.ticket-marathi.v1', false, (raw) =>
  typeof raw === 'boolean' ? raw : undefined,
);

export function useTicketMarathiNames() {
  return [useStore(marathiNames), marathiNames.set] as const;
}
