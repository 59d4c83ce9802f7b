import { describe, expect, it } from 'vitest';
import { isInsidePolygon } from './inside-polygon.ts';

// A rectangle around the shop: latitude 18.58-18.60, longitude 73.90-73.94.
const rectangle = [
  { lat: 18.58, lng: 73.9 },
  { lat: 18.58, lng: 73.94 },
  { lat: 18.6, lng: 73.94 },
  { lat: 18.6, lng: 73.9 },
  { lat: 18.58, lng: 73.9 },
];

// An L: the rectangle without its north-east quarter.
const lShape = [
  { lat: 18.58, lng: 73.9 },
  { lat: 18.58, lng: 73.94 },
  { lat: 18.59, lng: 73.94 },
  { lat: 18.59, lng: 73.92 },
  { lat: 18.6, lng: 73.92 },
  { lat: 18.6, lng: 73.9 },
  { lat: 18.58, lng: 73.9 },
];

describe('isInsidePolygon', () => {
  it('tells inside from outside', () => {
    expect(isInsidePolygon(rectangle, { lat: 18.59, lng: 73.93 })).toBe(true);
    expect(isInsidePolygon(rectangle, { lat: 18.61, lng: 73.93 })).toBe(false);
    expect(isInsidePolygon(rectangle, { lat: 18.59, lng: 73.95 })).toBe(false);
  });

  it('counts the boundary and the corners as inside', () => {
    expect(isInsidePolygon(rectangle, { lat: 18.6, lng: 73.92 })).toBe(true);
    expect(isInsidePolygon(rectangle, { lat: 18.59, lng: 73.9 })).toBe(true);
    expect(isInsidePolygon(rectangle, { lat: 18.58, lng: 73.9 })).toBe(true);
    expect(isInsidePolygon(rectangle, { lat: 18.6000001, lng: 73.92 })).toBe(false);
  });

  it('follows a concave outline', () => {
    expect(isInsidePolygon(lShape, { lat: 18.585, lng: 73.93 })).toBe(true);
    expect(isInsidePolygon(lShape, { lat: 18.595, lng: 73.91 })).toBe(true);
    expect(isInsidePolygon(lShape, { lat: 18.595, lng: 73.93 })).toBe(false);
  });
});
