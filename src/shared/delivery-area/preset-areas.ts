// The two preset locations the header offers (docs/product.md#addresses-and-location), with the
// point each stands for, so a customer without location access can still be placed in or out of the
// delivery area. The points are approximate centres of the named localities; the customer still
// types the house and street.
import { PRESET_LOCATIONS } from '#shared/constants.ts';

export type PresetArea = {
  label: (typeof PRESET_LOCATIONS)[number];
  /** What goes in the address's area field. */
  area: string;
  latitude: number;
  longitude: number;
};

export const PRESET_AREAS: readonly PresetArea[] = [
  { label: PRESET_LOCATIONS[0], area: 'Porwal Road, Lohegaon, Pune', latitude: 18.6016, longitude: 73.9152 },
  { label: PRESET_LOCATIONS[1], area: 'Lohegaon, Pune', latitude: 18.5937, longitude: 73.9221 },
];

export function presetArea(label: string): PresetArea | undefined {
  return PRESET_AREAS.find((preset) => preset.label === label);
}
