import { describe, expect, it } from 'vitest';
import type { DayClose, DayCloseFigures } from '#shared/api/day-close.ts';
import { closedLine, printHead, reopenedCloses, reopenedLine, standingClose } from './close-text.ts';

const TZ = 'Asia/Kolkata';
const close = {
  closedAt: '2026-11-29T18:10:00.000Z',
  closedBy: 'Meena',
  openingFloat: 500,
  expectedCash: 2460.5,
  countedCash: 2440.5,
  variance: -20,
  varianceReason: 'Change given twice',
  reopenedAt: null,
  reopenedBy: null,
  reopenReason: null,
};
const reopened = {
  ...close,
  closedAt: '2026-11-29T17:00:00.000Z',
  reopenedAt: '2026-11-29T17:30:00.000Z',
  reopenedBy: null,
  reopenReason: 'A refund was missed',
};
const day = (state: DayClose['state'], closes: DayClose['closes']): DayClose => ({
  shopDay: '2026-11-29',
  state,
  figures: {} as DayCloseFigures,
  closes,
});

describe("a day close's words", () => {
  it('says who closed and reopened it, when, on the shop clock', () => {
    expect(closedLine(close, TZ)).toBe('Closed by Meena on 29 Nov, 11:40 PM');
    expect(reopenedLine(reopened, TZ)).toBe(
      'Closed by Meena on 29 Nov, 10:30 PM; reopened by a former team member on 29 Nov, 11:00 PM: A refund was missed',
    );
  });

  it('finds the standing close of a closed day and lists the reopened ones apart', () => {
    expect(standingClose(day('closed', [close, reopened]))).toBe(close);
    expect(standingClose(day('open', [reopened]))).toBeUndefined();
    expect(reopenedCloses(day('closed', [close, reopened]))).toEqual([reopened]);
  });

  it("heads the print with the day, the close's count and when it was printed", () => {
    const head = printHead(day('closed', [close]), TZ, new Date('2026-11-29T18:20:00.000Z'));
    expect(head.title).toBe('Day close, 29 Nov 2026');
    expect(head.lines).toEqual([
      'Closed by Meena on 29 Nov, 11:40 PM',
      'Cash counted ₹2,440.50, expected ₹2,460.50: ₹20 short',
      'Reason: Change given twice',
      'Printed 29 Nov, 11:50 PM',
    ]);
    expect(printHead(day('open', []), TZ, new Date('2026-11-29T18:20:00.000Z')).lines[0]).toBe(
      'Not closed yet: figures as they stand',
    );
  });
});
