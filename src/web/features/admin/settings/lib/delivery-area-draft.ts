// The delivery-area form edits text (what inputs hold); the API takes numbers and nulls
// (docs/product.md#d15-delivery-fee-zone-and-minimum-order). The draft keeps the body's shape and
// field names, row for row, so a message of the shared schema or of the server (feeSlabs.1.upToKm,
// polygon.4) lands on the row and box it names.

import {
  type DeliveryArea,
  type DeliveryAreaInput,
  deliveryAreaSchema,
} from '#shared/delivery-area/delivery-area-schema.ts';
import { formSchema, numberOrBlank } from '#web/components/form/form-schema.ts';
import type { useSchemaForm } from '#web/components/form/use-schema-form.ts';

export type PointDraft = { lat: string; lng: string };
export type FeeSlabDraft = { upToKm: string; feeRupees: string };

export type DeliveryAreaDraft = {
  shop: PointDraft & { address: string };
  radiusKm: string;
  /** No rows: the radius alone. */
  polygon: PointDraft[];
  /** No rows: FREE delivery at every distance. */
  feeSlabs: FeeSlabDraft[];
  /** Blank: no free-delivery threshold. */
  freeAboveRupees: string;
  /** Blank: no minimum (₹0). */
  minimumOrderRupees: string;
};

/** A required number box: blank and text that is no number both stay NaN, which the schema names. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

const pointDraft = (point: { lat: number; lng: number }): PointDraft => ({
  lat: String(point.lat),
  lng: String(point.lng),
});

export function deliveryAreaDraft(area: DeliveryArea): DeliveryAreaDraft {
  return {
    shop: { address: area.shop.address, ...pointDraft(area.shop) },
    radiusKm: String(area.radiusKm),
    polygon: (area.polygon ?? []).map(pointDraft),
    feeSlabs: area.feeSlabs.map((slab) => ({
      upToKm: String(slab.upToKm),
      feeRupees: String(slab.feeRupees),
    })),
    freeAboveRupees: area.freeAboveRupees == null ? '' : String(area.freeAboveRupees),
    minimumOrderRupees: String(area.minimumOrderRupees),
  };
}

/**
 * Converts only; every row is kept, blanks included, so the indexes of the schema's messages are
 * the rows' own. The polygon is sent as drawn: the schema refuses one that does not close rather
 * than closing it behind the owner's back (see polygon-schema.ts).
 */
export function deliveryAreaBody(draft: DeliveryAreaDraft): DeliveryAreaInput {
  const point = (row: PointDraft) => ({ lat: numberOf(row.lat), lng: numberOf(row.lng) });
  return {
    shop: { address: draft.shop.address, ...point(draft.shop) },
    radiusKm: numberOf(draft.radiusKm),
    polygon: draft.polygon.length === 0 ? null : draft.polygon.map(point),
    feeSlabs: draft.feeSlabs.map((slab) => ({
      upToKm: numberOf(slab.upToKm),
      feeRupees: numberOf(slab.feeRupees),
    })),
    freeAboveRupees: draft.freeAboveRupees.trim() === '' ? null : Number(draft.freeAboveRupees),
    minimumOrderRupees: numberOrBlank(draft.minimumOrderRupees) ?? 0,
  };
}

/** Whether the drawn ring ends where it starts (what the schema asks), judged on the typed text. */
export function polygonCloses(polygon: readonly PointDraft[]): boolean {
  const first = polygon[0];
  const last = polygon.at(-1);
  if (!first || !last || polygon.length < 2) return false;
  return Number(first.lat) === Number(last.lat) && Number(first.lng) === Number(last.lng);
}

export const deliveryAreaFormSchema = formSchema(deliveryAreaBody, deliveryAreaSchema);

/** The form's handle as the form's parts take it (its rows, its fields). */
export type DeliveryAreaForm = ReturnType<typeof useSchemaForm<DeliveryAreaDraft, DeliveryArea>>;
