// A shop registered for regular GST at 5% with prices including it, in Maharashtra: the billing
// settings the bills and month-end tests save (PUT /api/admin/settings/billing).
export const REGULAR_BILLING = {
  legalName: 'Chai Express Foods LLP',
  address: 'Shop 4, Porwal Road, Lohegaon, Pune 411047',
  gstin: '27AAPFU0939F1ZV',
  fssai: '11523999000123',
  regime: 'regular' as const,
  ratePercent: 5,
  pricesIncludeTax: true,
  billPrefix: 'CE',
};
