import { describe, expect, it } from 'vitest';
import { type PinPlace, pinAreaWarning, placeKey } from './locality-match.ts';

const BROAD = ['Pune', 'Maharashtra', 'India'];
const vimanNagar: PinPlace = {
  locality: 'Viman Nagar',
  names: ['Viman Nagar', 'India', 'Maharashtra', 'Pune District', 'Haveli', 'Pune', 'Viman Nagar'],
  broad: BROAD,
};

describe('placeKey', () => {
  it('gives one key to the spellings of one place', () => {
    for (const spelling of [
      'Viman Nagar',
      'vimannagar',
      '  VIMAN   nagar ',
      'Viman Nagar Road',
      'Wiman Nagar',
    ])
      expect(placeKey(spelling)).toBe('viman');
    expect(placeKey('Kharadee')).toBe(placeKey('Kharadi'));
    expect(placeKey('Lohegaon')).toBe('lohegaon');
  });
});

describe('pinAreaWarning', () => {
  it('warns when the typed area names none of the pin’s places', () => {
    expect(pinAreaWarning('Kharadi', vimanNagar)).toBe('Pin is in Viman Nagar, address says Kharadi');
    // The city typed beside the wrong area proves nothing.
    expect(pinAreaWarning('Kharadi, Pune', vimanNagar)).toBe(
      'Pin is in Viman Nagar, address says Kharadi, Pune',
    );
  });

  it('forgives case, spacing, suffixes, the city beside the area and one letter', () => {
    for (const typed of [
      'viman nagar',
      'VIMANNAGAR',
      'Viman Nagar, Pune',
      'Near Viman Nagar',
      'Vimaan Nagar',
    ])
      expect(pinAreaWarning(typed, vimanNagar), typed).toBeNull();
  });

  it('says nothing without an area, with only the city typed, or when the provider knows only the city', () => {
    expect(pinAreaWarning(null, vimanNagar)).toBeNull();
    expect(pinAreaWarning('  ', vimanNagar)).toBeNull();
    expect(pinAreaWarning('Pune, Maharashtra', vimanNagar)).toBeNull();
    const cityOnly: PinPlace = {
      locality: 'Pune',
      names: ['Pune', 'India', 'Maharashtra', 'Pune'],
      broad: BROAD,
    };
    expect(pinAreaWarning('Kharadi', cityOnly)).toBeNull();
  });
});
