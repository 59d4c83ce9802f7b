// The close report's CSV cells and the median it shows (docs/product.md#cash-per-rider).
import { describe, expect, it } from 'vitest';
import type { ShiftReportRow } from '#shared/api/dispatch.ts';
import { median } from './shift-figures.ts';
import { shiftReportCsv } from './shift-report-csv.ts';

const row: ShiftReportRow = {
  shiftId: 's1',
  riderId: 'r1',
  riderName: '@SUM(A1)',
  openedAt: '2026-11-26T04:30:00.000Z',
  closedAt: null,
  deliveries: 4,
  failedDeliveries: 1,
  float: 500,
  cashCollected: 1234.5,
  upiCollected: 0.05,
  cardCollected: 250,
  handedIn: 1700,
  cashInHand: 34.5,
  variance: -34.5,
  tipsKept: 20,
  tipsOwed: 30.5,
  medianReadyToDoorMinutes: 11.5,
};

describe('the shift report CSV', () => {
  it('quotes text, makes formula starts inert, writes amounts with two decimals, CRLF lines', () => {
    const { fileName, text } = shiftReportCsv('2026-11-26', [
      row,
      { ...row, medianReadyToDoorMinutes: null },
    ]);
    expect(fileName).toBe('rider-shifts-2026-11-26.csv');
    const lines = text.split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toBe(
      `"'@SUM(A1)","2026-11-26T04:30:00.000Z","",4,1,500.00,1234.50,0.05,250.00,1700.00,34.50,-34.50,20.00,30.50,11.5`,
    );
    expect(lines[2]?.endsWith(',-34.50,20.00,30.50,')).toBe(true);
  });
});

describe('median', () => {
  it('is the middle value, the mean of the two middle ones for an even count, null for none', () => {
    expect(median([])).toBeNull();
    expect(median([30, 8, 12])).toBe(12);
    expect(median([10, 2, 4, 8])).toBe(6);
  });
});
