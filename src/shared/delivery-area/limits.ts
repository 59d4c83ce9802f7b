// The bounds an owner's delivery settings must stay within, for the schemas and the admin form's hints.
// A chai shop promising minutes does not ride 30 km; fees and thresholds stay far below what an
// order's integer paise can hold.
export const DELIVERY_AREA_LIMITS = {
  maxRadiusKm: 30,
  maxPolygonPoints: 200,
  maxFeeSlabs: 20,
  maxFeeRupees: 1_000,
  maxThresholdRupees: 100_000,
  maxAddressLength: 200,
} as const;
