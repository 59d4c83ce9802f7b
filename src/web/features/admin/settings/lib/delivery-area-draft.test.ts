import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_AREA } from '#shared/delivery-area/default-delivery-area.ts';
import { type DeliveryArea, deliveryAreaSchema } from '#shared/delivery-area/delivery-area-schema.ts';
import {
  type DeliveryAreaDraft,
  deliveryAreaBody,
  deliveryAreaDraft,
  deliveryAreaFormSchema,
  polygonCloses,
} from './delivery-area-draft.ts';

/** The first message per field, as the form shows them (the zod resolver keeps the first). */
function errorsOf(draft: DeliveryAreaDraft): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of deliveryAreaFormSchema.safeParse(draft).error?.issues ?? [])
    found[issue.path.join('.')] ??= issue.message;
  return found;
}

const blank = deliveryAreaDraft(DEFAULT_DELIVERY_AREA);
const corner = (lat: string, lng: string) => ({ lat, lng });
const square = [
  corner('18.58', '73.9'),
  corner('18.58', '73.94'),
  corner('18.6', '73.94'),
  corner('18.6', '73.9'),
];

describe('delivery area form <-> API body', () => {
  it('shows the defaults as text: no shape, no slabs (FREE), no threshold', () => {
    expect(blank).toEqual({
      shop: { address: 'Lohegaon, Pune, Maharashtra', lat: '18.5913', lng: '73.9196' },
      radiusKm: '3',
      polygon: [],
      feeSlabs: [],
      freeAboveRupees: '',
      minimumOrderRupees: '0',
    });
    expect(deliveryAreaFormSchema.parse(blank)).toEqual(DEFAULT_DELIVERY_AREA);
  });

  it('round-trips a full set of owner settings unchanged', () => {
    const stored: DeliveryArea = {
      shop: { address: 'Chai Express, Porwal Road', lat: 18.6016, lng: 73.9152 },
      radiusKm: 4.5,
      polygon: [
        { lat: 18.58, lng: 73.9 },
        { lat: 18.58, lng: 73.94 },
        { lat: 18.6, lng: 73.94 },
        { lat: 18.58, lng: 73.9 },
      ],
      feeSlabs: [
        { upToKm: 1.5, feeRupees: 0 },
        { upToKm: 4.5, feeRupees: 25 },
      ],
      freeAboveRupees: 500,
      minimumOrderRupees: 150,
    };
    expect(deliveryAreaSchema.parse(stored)).toEqual(stored);
    expect(deliveryAreaFormSchema.parse(deliveryAreaDraft(stored))).toEqual(stored);
  });

  it('sends blanks as the schema reads them: no threshold, ₹0 minimum, and a missing number named', () => {
    expect(deliveryAreaBody({ ...blank, minimumOrderRupees: ' ' })).toMatchObject({
      freeAboveRupees: null,
      minimumOrderRupees: 0,
      polygon: null,
    });
    expect(errorsOf({ ...blank, radiusKm: '', shop: { ...blank.shop, lat: '' } })).toEqual({
      'shop.lat': 'Latitude must be a number',
      radiusKm: 'Delivery radius must be a number',
    });
  });

  it('keeps every slab row, so a message lands on the row it names', () => {
    const slabs = (...rows: [string, string][]) => rows.map(([upToKm, feeRupees]) => ({ upToKm, feeRupees }));
    expect(errorsOf({ ...blank, feeSlabs: slabs(['2', '20'], ['', '30'], ['3', '40']) })).toEqual({
      'feeSlabs.1.upToKm': 'Fee slab distance must be a number',
    });
    expect(errorsOf({ ...blank, feeSlabs: slabs(['2', '20'], ['3', '30'], ['1.5', '40']) })).toEqual({
      'feeSlabs.2.upToKm': 'Fee slabs overlap: up to 3 km and up to 1.5 km',
    });
    expect(errorsOf({ ...blank, feeSlabs: slabs(['1', '10'], ['2', '20']) })).toEqual({
      feeSlabs: 'Fee slabs must reach the delivery radius: the furthest ends at 2 km, the radius is 3 km',
    });
    expect(errorsOf({ ...blank, feeSlabs: slabs(['3', '20.5']) })).toEqual({
      'feeSlabs.0.feeRupees': 'Delivery fee must be whole rupees',
    });
  });

  it('sends the polygon as drawn: refused on its last row until it closes', () => {
    expect(errorsOf({ ...blank, polygon: square })).toEqual({
      'polygon.3': 'The delivery area must close: its last point must equal its first',
    });
    expect(errorsOf({ ...blank, polygon: square.slice(0, 2) })).toEqual({
      polygon: 'The delivery area needs at least 3 corners and its first point again at the end',
    });
    const closed = [...square, corner('18.58', '73.90')];
    expect(errorsOf({ ...blank, polygon: closed })).toEqual({});
    expect(deliveryAreaBody({ ...blank, polygon: closed }).polygon).toHaveLength(5);
  });

  it('tells when the drawn ring closes, by value rather than by the text typed', () => {
    expect(polygonCloses([])).toBe(false);
    expect(polygonCloses(square)).toBe(false);
    expect(polygonCloses([...square, corner('18.580', '73.90')])).toBe(true);
  });
});
