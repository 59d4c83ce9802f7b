// GST state codes: the first two digits of a GSTIN, and the place of supply GSTR-1 reports
// (docs/product.md#gstr-1-summary). A restaurant's service is supplied where the shop is, so the
// shop's own state is the place of supply of every sale. Zod-free: the staff page imports it.

const STATES: Record<string, string> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
};

/** The state code of a GSTIN ('27' for 27AAPFU0939F1ZV); null without one. */
export function stateCodeOf(gstin: string | null | undefined): string | null {
  const code = gstin?.trim().slice(0, 2) ?? '';
  return /^\d{2}$/.test(code) ? code : null;
}

/** 'Maharashtra' for '27'; the code itself for one not in the list. */
export function stateName(code: string): string {
  return STATES[code] ?? code;
}

/** As the offline tool's place-of-supply column writes it: '27-Maharashtra'. */
export function placeOfSupply(code: string): string {
  return `${code}-${stateName(code)}`;
}
