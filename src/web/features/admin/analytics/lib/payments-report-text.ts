// The daily payments report's sums and its verdict on the gateway (docs/product.md#online-payments),
// apart from the page so they can be checked on their own. Sums are worked in paise.
import type { PaymentsReport } from '#shared/api/payments.ts';
import { toPaise, toRupees } from '#shared/money.ts';

type MethodRow = PaymentsReport['byMethod'][number];

/** The day's row for all methods together. */
export function allMethods(rows: MethodRow[]): Omit<MethodRow, 'method'> {
  const sum = (pick: (row: MethodRow) => number) => toRupees(rows.reduce((s, r) => s + toPaise(pick(r)), 0));
  return {
    orders: rows.reduce((s, r) => s + r.orders, 0),
    collected: sum((r) => r.collected),
    refunded: sum((r) => r.refunded),
    net: sum((r) => r.net),
  };
}

/**
 * One line on the gateway's side of the day: why it could not be asked, 'Matches', or how many
 * payments differ and where.
 */
export function gatewayVerdict(gateway: PaymentsReport['gateway']): string {
  if (!gateway.checked) return gateway.error ?? 'Online payments are not configured';
  if (gateway.matches) return 'Matches';
  const parts = [
    [gateway.onlyAtGateway.length, 'at the gateway only'],
    [gateway.onlyHere.length, 'here only'],
    [gateway.amountsDiffer.length, 'with different amounts'],
  ] as const;
  const counted = parts.filter(([n]) => n > 0).map(([n, where]) => `${n} ${where}`);
  return counted.length > 0 ? `Does not match: ${counted.join(', ')}` : 'Does not match';
}
