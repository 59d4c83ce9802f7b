import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, isValidFssai, isValidGstin, normalizeFssai, normalizeGstin } from './gstin.ts';

const REAL = '27AAPFU0939F1ZV';
const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

describe('GSTIN', () => {
  it('accepts a real GSTIN and computes its check character', () => {
    expect(isValidGstin(REAL)).toBe(true);
    expect(gstinCheckCharacter(REAL.slice(0, 14))).toBe('V');
    expect(isValidGstin('29AAGCB7383J1Z4')).toBe(true);
  });

  it('refuses every one-character typo in the first fourteen that keeps the shape', () => {
    let tried = 0;
    for (let i = 0; i < 14; i++) {
      for (const c of CHARS) {
        if (c === REAL[i]) continue;
        const typo = `${REAL.slice(0, i)}${c}${REAL.slice(i + 1)}`;
        tried++;
        expect(isValidGstin(typo), typo).toBe(false);
      }
    }
    expect(tried).toBe(14 * 35);
  });

  it('refuses a wrong check character, a wrong shape, and state codes not in use', () => {
    for (const c of CHARS) if (c !== 'V') expect(isValidGstin(`${REAL.slice(0, 14)}${c}`)).toBe(false);
    expect(isValidGstin(REAL.toLowerCase())).toBe(false);
    expect(isValidGstin(REAL.slice(0, 14))).toBe(false);
    expect(isValidGstin(`${REAL}1`)).toBe(false);
    expect(isValidGstin('')).toBe(false);
    // State 00 and 40 with the check character they would have.
    for (const state of ['00', '40']) {
      const first14 = `${state}${REAL.slice(2, 14)}`;
      expect(isValidGstin(`${first14}${gstinCheckCharacter(first14)}`)).toBe(false);
    }
  });

  it('normalizes as typed: spaces dropped, upper case', () => {
    expect(normalizeGstin(' 27aapfu 0939f1zv ')).toBe(REAL);
    expect(isValidGstin(normalizeGstin('27aapfu0939f1zv'))).toBe(true);
  });
});

describe('FSSAI number', () => {
  it('has exactly 14 digits', () => {
    expect(isValidFssai('11523999000123')).toBe(true);
    expect(isValidFssai('1152399900012')).toBe(false);
    expect(isValidFssai('115239990001234')).toBe(false);
    expect(isValidFssai('1152399900012A')).toBe(false);
    expect(isValidFssai('')).toBe(false);
    expect(isValidFssai('１１５２３９９９０００１２３')).toBe(false);
  });

  it('drops the spaces people type', () => {
    expect(normalizeFssai('115 2399 9000 123')).toBe('11523999000123');
  });
});
