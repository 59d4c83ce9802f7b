import { describe, expect, it } from 'vitest';
import { defaultPageTexts } from './default-pages.ts';
import { policyFindings, policyTextWarning } from './policy-check.ts';

describe('the policies read against the payment set-up', () => {
  it('finds nothing in the starting texts of each set-up', () => {
    expect(policyFindings(defaultPageTexts(true), true)).toEqual([]);
    expect(policyFindings(defaultPageTexts(false), false)).toEqual([]);
  });

  it('with online payment on, finds texts that say every order is paid at the door or nothing is refunded', () => {
    expect(policyFindings(defaultPageTexts(false), true)).toEqual([
      { slug: 'refunds', phrase: 'nothing to refund' },
    ]);
    expect(
      policyFindings({ terms: 'Every order is paid at the door.', refunds: 'Refunds: call us.' }, true),
    ).toEqual([
      { slug: 'terms', phrase: 'paid at the door' },
      { slug: 'refunds', phrase: null },
    ]);
    expect(policyTextWarning(defaultPageTexts(false), true)).toBe(
      'Online payment is on, but your Refund Policy says “nothing to refund”: say how orders paid online are refunded, and when.',
    );
  });

  it('with online payment off, finds texts that promise paying online or online refunds', () => {
    expect(policyFindings(defaultPageTexts(true), false)).toEqual([
      { slug: 'terms', phrase: 'paid online' },
      { slug: 'refunds', phrase: 'paid online' },
    ]);
    // Case, curly quotes and line breaks do not hide a phrase.
    expect(policyFindings({ terms: 'Fine.', refunds: 'Your money is REFUNDED\nONLINE.' }, false)).toEqual([
      { slug: 'refunds', phrase: 'refunded online' },
    ]);
    expect(
      policyTextWarning({ terms: 'Fine.', refunds: 'Cancelled orders cost nothing.' }, false),
    ).toBeNull();
  });
});
