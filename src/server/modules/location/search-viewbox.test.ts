import { describe, expect, it } from 'vitest';
import { distanceKm } from '#shared/delivery-area/distance-km.ts';
import { searchViewbox, VIEWBOX_MARGIN_KM } from './search-viewbox.ts';

const shop = { lat: 18.5913, lng: 73.9196 };

describe('the box address search is held to', () => {
  it("is 'left,top,right,bottom' around the shop, reaching the radius and the margin on every side", () => {
    const [left, top, right, bottom] = searchViewbox(shop, 3).split(',').map(Number) as [
      number,
      number,
      number,
      number,
    ];
    expect(left).toBeLessThan(shop.lng);
    expect(right).toBeGreaterThan(shop.lng);
    expect(top).toBeGreaterThan(shop.lat);
    expect(bottom).toBeLessThan(shop.lat);
    const reach = 3 + VIEWBOX_MARGIN_KM;
    // Each edge is the reach away from the shop, east, west, north and south, within 1%.
    for (const edge of [
      { lat: shop.lat, lng: left },
      { lat: shop.lat, lng: right },
      { lat: top, lng: shop.lng },
      { lat: bottom, lng: shop.lng },
    ])
      expect(Math.abs(distanceKm(shop, edge) - reach)).toBeLessThan(reach * 0.01);
  });

  it('grows with the radius', () => {
    const width = (box: string) => {
      const [left, , right] = box.split(',').map(Number) as [number, number, number];
      return right - left;
    };
    expect(width(searchViewbox(shop, 8))).toBeGreaterThan(width(searchViewbox(shop, 3)));
  });
});
