// The cash a rider holds (docs/product.md#cash-per-rider): always derived from the records, never
// stored, so it cannot drift from them. Money in integer paise.
import type { CollectMethod } from './delivery-rules.ts';

export type CashRecord =
  /** The float the manager gave at the shift's start. */
  | { kind: 'float'; paise: number }
  /** Money taken at a door: only cash is in the rider's pocket (UPI and card go to the shop's account). */
  | { kind: 'collected'; paise: number; method: CollectMethod }
  /** Cash counted and taken in by a manager. */
  | { kind: 'handed_in'; paise: number };

export type CashSummary = {
  floatPaise: number;
  cashCollectedPaise: number;
  upiCollectedPaise: number;
  cardCollectedPaise: number;
  handedInPaise: number;
  /** float + cash collected - handed in. */
  inHandPaise: number;
};

export function cashSummary(records: readonly CashRecord[]): CashSummary {
  let floatPaise = 0;
  let cashCollectedPaise = 0;
  let upiCollectedPaise = 0;
  let cardCollectedPaise = 0;
  let handedInPaise = 0;
  for (const r of records) {
    if (r.kind === 'float') floatPaise += r.paise;
    else if (r.kind === 'handed_in') handedInPaise += r.paise;
    else if (r.method === 'cash') cashCollectedPaise += r.paise;
    else if (r.method === 'upi') upiCollectedPaise += r.paise;
    else cardCollectedPaise += r.paise;
  }
  return {
    floatPaise,
    cashCollectedPaise,
    upiCollectedPaise,
    cardCollectedPaise,
    handedInPaise,
    inHandPaise: floatPaise + cashCollectedPaise - handedInPaise,
  };
}

/** Counted minus expected: negative when cash is short. */
export function handInVariance(expectedPaise: number, countedPaise: number): number {
  return countedPaise - expectedPaise;
}
