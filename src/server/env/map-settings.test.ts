import { describe, expect, it } from 'vitest';
import { configProblems } from '#tests/helpers/config-problems.ts';
import { loadEnv } from '../env.ts';

describe('the map settings (MAP_TILE_URL, MAP_TILE_ATTRIBUTION, GEOCODE_SEARCH_URL)', () => {
  it("use OpenStreetMap's tiles with their credit, and no search, when nothing is set", () => {
    const env = loadEnv({});
    expect(env.map).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
      tileOrigin: 'https://tile.openstreetmap.org',
    });
    expect(env.geocodeSearchUrl).toBeUndefined();
  });

  it('take a tile server of the shop’s own, with its origin for the CSP', () => {
    const env = loadEnv({
      MAP_TILE_URL: 'https://maps.example.in/tiles/{z}/{x}/{y}.png?key=abc',
      MAP_TILE_ATTRIBUTION: '© Example Maps, © OpenStreetMap contributors',
      GEOCODE_SEARCH_URL: 'https://nominatim.example.in/search',
    });
    expect(env.map.tileOrigin).toBe('https://maps.example.in');
    expect(env.map.attribution).toBe('© Example Maps, © OpenStreetMap contributors');
    expect(env.geocodeSearchUrl).toBe('https://nominatim.example.in/search');
  });

  it('refuse a template without {z}, {x} and {y}, with a placeholder in the host, or not a URL', () => {
    for (const MAP_TILE_URL of [
      'https://tile.openstreetmap.org/tiles.png',
      'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
      'tiles/{z}/{x}/{y}.png',
      'ftp://tiles.example/{z}/{x}/{y}.png',
    ])
      expect(configProblems({ MAP_TILE_URL }).some((p) => p.startsWith('MAP_TILE_URL:'))).toBe(true);
    expect(
      configProblems({ GEOCODE_SEARCH_URL: 'nominatim' }).some((p) => p.startsWith('GEOCODE_SEARCH_URL:')),
    ).toBe(true);
  });

  it("accept Leaflet's own placeholders: the TMS row {-y}, {s} in the path, the retina {r}", () => {
    for (const MAP_TILE_URL of [
      'https://tms.example.in/{z}/{x}/{-y}.png',
      'https://tiles.example.in/{s}/{z}/{x}/{y}{r}.png',
    ])
      expect(configProblems({ MAP_TILE_URL }).filter((p) => p.startsWith('MAP_TILE_URL:'))).toEqual([]);
  });

  it('refuse a placeholder the map cannot fill, naming it', () => {
    expect(configProblems({ MAP_TILE_URL: 'https://tiles.example.in/{z}/{x}/{y}.png?k={key}' })).toContain(
      'MAP_TILE_URL: the map cannot fill {key}; use only {z}, {x}, {y}, {-y}, {s} and {r} (put a key in the URL as it is)',
    );
  });

  it('refuse tiles over plain http in production', () => {
    expect(
      configProblems({ NODE_ENV: 'production', MAP_TILE_URL: 'http://tiles.example/{z}/{x}/{y}.png' }),
    ).toContain('MAP_TILE_URL: must be an https:// URL in production');
  });
});
