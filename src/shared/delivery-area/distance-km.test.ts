import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_LOCATION } from './default-delivery-area.ts';
import { distanceKm } from './distance-km.ts';

// Reference figures: geodesic distances on the WGS84 ellipsoid (GeographicLib, Geodesic.WGS84.Inverse).
// turf's sphere stays within 0.5% of the ellipsoid, which is the tolerance allowed here.
const shop = DEFAULT_SHOP_LOCATION;
const within = (km: number, reference: number) => Math.abs(km - reference) <= reference * 0.005;

describe('distanceKm', () => {
  it('matches known figures for Pune points', () => {
    const airport = { lat: 18.5822, lng: 73.9197 };
    const vimanNagar = { lat: 18.5679, lng: 73.9143 };
    const puneStation = { lat: 18.5289, lng: 73.8744 };
    expect(within(distanceKm(shop, airport), 1.0073)).toBe(true);
    expect(within(distanceKm(shop, vimanNagar), 2.6498)).toBe(true);
    expect(within(distanceKm(shop, puneStation), 8.3948)).toBe(true);
  });

  it('puts Koramangala, Bangalore (the header default) about 740 km away', () => {
    expect(within(distanceKm(shop, { lat: 12.9352, lng: 77.6245 }), 741.0762)).toBe(true);
  });

  it('reads { lat, lng } the right way round: a degree of latitude is ~111 km, of longitude less here', () => {
    const oneNorth = distanceKm({ lat: 18, lng: 73 }, { lat: 19, lng: 73 });
    const oneEast = distanceKm({ lat: 18, lng: 73 }, { lat: 18, lng: 74 });
    expect(oneNorth).toBeCloseTo(111.2, 1);
    // cos(18°) of a degree at the equator.
    expect(oneEast).toBeGreaterThan(105.5);
    expect(oneEast).toBeLessThan(106);
  });

  it('rounds to 10 m and is symmetric and zero at the same point', () => {
    const airport = { lat: 18.5822, lng: 73.9197 };
    const km = distanceKm(shop, airport);
    expect(Math.round(km * 100) / 100).toBe(km);
    expect(distanceKm(airport, shop)).toBe(km);
    expect(distanceKm(shop, shop)).toBe(0);
  });
});
