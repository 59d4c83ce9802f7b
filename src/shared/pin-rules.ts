// A staff member's personal PIN for switching user on a shop tablet (docs/product.md#shared-tablets):
// 4 to 6 digits, and not one of the first PINs anyone would try on a tablet left on the counter.

export const PIN_MESSAGES = {
  format: 'A PIN is 4 to 6 digits',
  trivial:
    'That PIN is too easy to guess (a common PIN or a year, one digit repeated, or a run like 1234). Pick another.',
} as const;

export const PIN_PATTERN = /^\d{4,6}$/;

/**
 * The PINs people choose most (from published studies of leaked 4-digit codes): pairs repeated
 * (1212), keypad patterns (2580 runs down the middle, 1470, 1397), dates (0101, 1225) and the
 * like. Five wrong tries lock a PIN, so these are what a stranger at the counter would try first.
 */
const COMMON_PINS = new Set(
  [
    '1212 1122 1313 1004 2000 6969 2580 4321 1010 2323 2121 1111 1414 1515 2222 3131',
    '4242 5252 6464 7777 8888 9999 0101 0202 1001 1110 1221 1231 1225 0007 0070 0690',
    '1369 1397 1470 1478 1590 1596 2468 2469 3690 3698 3579 7410 7531 8520 9630 1357',
    '2211 3344 1123 1233 1124 1324 1243 2112 2001 1020 1230 0852 4545 5150 5683 1066',
    '1024 0911 9111 1911 4444 5555 6666 3333',
    '123123 112233 121212 111222 123321 696969 159753 147258 258369 102030',
    '101010 111000 000111 789456 456123 147852 963852',
  ]
    .join(' ')
    .split(' '),
);

/** Every digit the same (0000), or each one a step up or down from the last (1234, 9876). */
function isRepeatOrRun(pin: string): boolean {
  const digits = [...pin].map(Number);
  const steps = new Set(digits.slice(1).map((d, i) => d - (digits[i] ?? 0)));
  return steps.size === 1 && [0, 1, -1].includes([...steps][0] ?? 2);
}

/** A year someone might be born or married in, 1950 to 2030. */
const isYear = (pin: string) => pin.length === 4 && Number(pin) >= 1950 && Number(pin) <= 2030;

/** A PIN refused as too easy to guess: a repeat or run, a common PIN, or a recent year. */
export function isTrivialPin(pin: string): boolean {
  return isRepeatOrRun(pin) || COMMON_PINS.has(pin) || isYear(pin);
}
