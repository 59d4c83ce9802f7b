// Checkout's own look at the pin against the typed area (docs/product.md#where-the-pin-is): the
// same comparison that flags the order for staff, told to the customer before the order, who then
// moves the pin, corrects the area, or says the pin is right.
import { type PinPlace, pinAreaMismatch } from '#shared/delivery-area/locality-match.ts';

export type PinCheck = {
  /** 'Your pin is in Lohegaon but the address says Kharadi. Move the pin or correct the area.' */
  message: string;
  /** What the customer's 'Deliver to the pin' answers: the same area at the same point. */
  key: string;
};

export function pinCheck(
  place: PinPlace | null | undefined,
  draft: { area: string; latitude: number | null; longitude: number | null },
): PinCheck | null {
  if (!place || draft.latitude === null || draft.longitude === null) return null;
  const mismatch = pinAreaMismatch(draft.area, place);
  if (!mismatch) return null;
  return {
    message: `Your pin is in ${mismatch.pinLocality} but the address says ${mismatch.typedArea}. Move the pin or correct the area.`,
    key: `${mismatch.typedArea.toLowerCase()}|${draft.latitude.toFixed(5)},${draft.longitude.toFixed(5)}`,
  };
}
