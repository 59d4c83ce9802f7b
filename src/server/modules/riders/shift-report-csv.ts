// The shift close report as CSV (docs/product.md#cash-per-rider), written with the shared
// CSV cells: every text quoted, formula starts made inert, amounts from integer paise.
import { csvLine as line, rupeesCell, textCell } from '#server/http/csv-cells.ts';
import type { ShiftReportRow } from '#shared/api/dispatch.ts';
import { toPaise } from '#shared/money.ts';

const COLUMNS = [
  'Rider',
  'Shift opened (UTC)',
  'Shift closed (UTC)',
  'Deliveries',
  'Failed deliveries',
  'Float (INR)',
  'Cash collected (INR)',
  'UPI collected (INR)',
  'Card collected (INR)',
  'Handed in (INR)',
  'Cash in hand (INR)',
  'Variance (INR)',
  // The rider's own: cash tips kept at doors, and tips the shop owes them (docs/product.md#tips).
  'Tips kept (INR)',
  'Tips owed (INR)',
  'Median ready to door (minutes)',
];

export function shiftReportCsv(date: string, shifts: readonly ShiftReportRow[]) {
  const rows = shifts.map((s) =>
    line([
      textCell(s.riderName),
      textCell(s.openedAt),
      textCell(s.closedAt),
      String(s.deliveries),
      String(s.failedDeliveries),
      rupeesCell(toPaise(s.float)),
      rupeesCell(toPaise(s.cashCollected)),
      rupeesCell(toPaise(s.upiCollected)),
      rupeesCell(toPaise(s.cardCollected)),
      rupeesCell(toPaise(s.handedIn)),
      rupeesCell(toPaise(s.cashInHand)),
      rupeesCell(toPaise(s.variance)),
      rupeesCell(toPaise(s.tipsKept)),
      rupeesCell(toPaise(s.tipsOwed)),
      s.medianReadyToDoorMinutes === null ? '' : String(s.medianReadyToDoorMinutes),
    ]),
  );
  return {
    // The day is the shop's (SHOP_TIME_ZONE), as the report's date is.
    fileName: `rider-shifts-${date}.csv`,
    text: line(COLUMNS.map(textCell)) + rows.join(''),
  };
}
