import { describe, expect, it } from 'vitest';
import { KHARADI, NOMINATIM_DOCUMENTED_PLACE } from '#tests/helpers/nominatim-answers.ts';
import { parseNominatimResults } from './nominatim-results.ts';

describe("reading Nominatim's /search answer", () => {
  it("reads the place of Nominatim's documented output: its point as numbers, its full name, and the city as the area", () => {
    expect(parseNominatimResults([NOMINATIM_DOCUMENTED_PLACE], 5)).toEqual([
      {
        label: 'London, Greater London, England, SW1A 2DU, United Kingdom',
        area: 'London',
        latitude: 51.5073219,
        longitude: -0.1276474,
      },
    ]);
  });

  it('names the suburb and the city as the area of a jsonv2 place', () => {
    expect(parseNominatimResults([KHARADI], 5)).toEqual([
      {
        label: 'Kharadi, Haveli, Pune, Maharashtra, 411014, India',
        area: 'Kharadi, Pune',
        latitude: 18.5515,
        longitude: 73.9475,
      },
    ]);
  });

  it('drops places without a usable point or name and keeps at most the limit', () => {
    const broken = [
      { ...KHARADI, lat: 'north' },
      { ...KHARADI, lon: undefined },
      { ...KHARADI, lat: '123' },
      { ...KHARADI, display_name: '' },
      null,
      'Kharadi',
    ];
    expect(parseNominatimResults(broken, 5)).toEqual([]);
    expect(parseNominatimResults([KHARADI, KHARADI, KHARADI], 2)).toHaveLength(2);
  });

  it('takes the first parts of the full name when no address parts came', () => {
    const { address: _address, ...bare } = KHARADI;
    expect(parseNominatimResults([bare], 5)[0]?.area).toBe('Kharadi, Haveli');
  });

  it('refuses an answer that is not a list (an error object, a page)', () => {
    expect(() => parseNominatimResults({ error: 'Unable to geocode' }, 5)).toThrow();
  });
});
