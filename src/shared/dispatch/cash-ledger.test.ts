// The cash ledger over random interleavings (docs/product.md#cash-per-rider): whatever happened in
// whatever order, cash in hand is float + cash collected - handed in, and UPI or card never touch it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CashRecord, cashSummary, handInVariance } from './cash-ledger.ts';
import { COLLECT_METHODS } from './delivery-rules.ts';

const paise = fc.integer({ min: 0, max: 10_000_000 });

const record: fc.Arbitrary<CashRecord> = fc.oneof(
  paise.map((p) => ({ kind: 'float', paise: p }) as const),
  fc.record({ paise, method: fc.constantFrom(...COLLECT_METHODS) }).map((r) => ({
    kind: 'collected' as const,
    ...r,
  })),
  paise.map((p) => ({ kind: 'handed_in', paise: p }) as const),
);

const sum = (records: readonly CashRecord[], keep: (r: CashRecord) => boolean) =>
  records.filter(keep).reduce((total, r) => total + r.paise, 0);

describe('cashSummary', () => {
  it('is float + cash collected - handed in, for any interleaving', () => {
    fc.assert(
      fc.property(fc.array(record, { maxLength: 60 }), (records) => {
        const summary = cashSummary(records);
        const float = sum(records, (r) => r.kind === 'float');
        const cash = sum(records, (r) => r.kind === 'collected' && r.method === 'cash');
        const upi = sum(records, (r) => r.kind === 'collected' && r.method === 'upi');
        const card = sum(records, (r) => r.kind === 'collected' && r.method === 'card');
        const handed = sum(records, (r) => r.kind === 'handed_in');
        expect(summary).toEqual({
          floatPaise: float,
          cashCollectedPaise: cash,
          upiCollectedPaise: upi,
          cardCollectedPaise: card,
          handedInPaise: handed,
          inHandPaise: float + cash - handed,
        });
      }),
    );
  });

  it('does not depend on the order of the records', () => {
    fc.assert(
      fc.property(
        fc
          .array(record, { maxLength: 40 })
          .chain((records) =>
            fc.tuple(fc.constant(records), fc.shuffledSubarray(records, { minLength: records.length })),
          ),
        ([records, shuffled]) => {
          expect(cashSummary(shuffled)).toEqual(cashSummary(records));
        },
      ),
    );
  });

  it('never moves cash in hand with a UPI or card collection', () => {
    fc.assert(
      fc.property(
        fc.array(record, { maxLength: 40 }),
        paise,
        fc.nat(40),
        fc.constantFrom('upi' as const, 'card' as const),
        (records, amount, at, method) => {
          const taken: CashRecord = { kind: 'collected', method, paise: amount };
          const withIt = [...records.slice(0, at), taken, ...records.slice(at)];
          const field = method === 'upi' ? 'upiCollectedPaise' : 'cardCollectedPaise';
          expect(cashSummary(withIt).inHandPaise).toBe(cashSummary(records).inHandPaise);
          expect(cashSummary(withIt).cashCollectedPaise).toBe(cashSummary(records).cashCollectedPaise);
          expect(cashSummary(withIt)[field]).toBe(cashSummary(records)[field] + amount);
        },
      ),
    );
  });

  it('leaves a hand-in’s variance in hand: counting what was expected empties it, a short count leaves the shortfall', () => {
    fc.assert(
      fc.property(fc.array(record, { maxLength: 40 }), paise, (records, counted) => {
        const expected = cashSummary(records).inHandPaise;
        const after = cashSummary([...records, { kind: 'handed_in', paise: counted }]).inHandPaise;
        // A sum rather than a negation: -(0) is -0, which toBe tells apart from the 0 left in hand.
        expect(after + handInVariance(expected, counted)).toBe(0);
        expect(after).toBe(expected - counted);
      }),
    );
  });
});
