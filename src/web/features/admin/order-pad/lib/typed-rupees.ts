// Rupees as staff type them in the pad's boxes (cash given, a discount by hand, a point's
// coordinates): a ₹ sign, commas and spaces are allowed; an empty box is no amount, not zero.

/** Rupees typed, or null while the box is empty or not a number. */
export const typedRupees = (text: string): number | null => {
  const value = Number(text.replace(/[₹,\s]/g, ''));
  return text.trim() === '' || !Number.isFinite(value) ? null : value;
};
