import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetTyping, keepTyping, readTyping } from './checkout-typing.ts';

describe('the address typed at checkout, kept for a reload', () => {
  // The tab's storage, as a browser has it (the unit tests run in node).
  beforeEach(() => {
    const items = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => items.set(k, v),
      removeItem: (k: string) => items.delete(k),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps each field typed over a location and gives them back there', () => {
    keepTyping('Lohegaon', 'house', 'Flat 4');
    keepTyping('Lohegaon', 'landmark', 'Near the temple');
    keepTyping('Lohegaon', 'house', 'Flat 41');
    expect(readTyping('Lohegaon')).toEqual({ house: 'Flat 41', landmark: 'Near the temple' });
    forgetTyping();
    expect(readTyping('Lohegaon')).toEqual({});
  });

  it('never brings typing back over another location, a saved address chosen since', () => {
    keepTyping(null, 'house', 'Flat 4');
    expect(readTyping(null)).toEqual({ house: 'Flat 4' });
    expect(readTyping('Flat 9, Porwal Road · Asha')).toEqual({});
    // Typing over the new choice starts afresh.
    keepTyping('Flat 9, Porwal Road · Asha', 'landmark', 'Gate 2');
    expect(readTyping('Flat 9, Porwal Road · Asha')).toEqual({ landmark: 'Gate 2' });
  });

  it('never keeps the point, and ignores what it does not know', () => {
    keepTyping(null, 'latitude', '18.5');
    expect(readTyping(null)).toEqual({});
    sessionStorage.setItem(
      'chai.checkout-typing',
      JSON.stringify({ over: null, typing: { house: 4, area: 'Lohegaon', evil: 'x' } }),
    );
    expect(readTyping(null)).toEqual({ area: 'Lohegaon' });
    sessionStorage.setItem('chai.checkout-typing', '{not json');
    expect(readTyping(null)).toEqual({});
  });
});
