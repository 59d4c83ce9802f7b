// A staff member's personal PIN for switching user on a shop tablet (docs/product.md#shared-tablets):
// 4 to 6 digits, and not one of the first PINs anyone would try on a tablet left on the counter.

export const PIN_MESSAGES = {
  format: 'A PIN is 4 to 6 digits',
  trivial: 'That PIN is too easy to guess (one digit repeated, or a run like 1234). Pick another.',
} as const;

export const PIN_PATTERN = /^\d{4,6}$/;

/** Every digit the same (0000), or each one a step up or down from the last (1234, 9876). */
export function isTrivialPin(pin: string): boolean {
  const digits = [...pin].map(Number);
  const steps = new Set(digits.slice(1).map((d, i) => d - (digits[i] ?? 0)));
  return steps.size === 1 && [0, 1, -1].includes([...steps][0] ?? 2);
}
