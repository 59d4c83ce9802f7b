import { describe, expect, it } from 'vitest';
import { DAY_CLOSE_PRINT_ID, dayClosePrintRules } from './print-rules.ts';

describe('the day close on paper', () => {
  it('prints on A4 or on an 80 mm roll 72 mm across, the report alone', () => {
    const a4 = dayClosePrintRules('a4');
    const roll = dayClosePrintRules('80mm');
    expect(a4).toContain('@page { size: A4;');
    expect(roll).toContain('@page { size: 80mm 297mm;');
    expect(roll).toContain('width: 72mm');
    for (const rules of [a4, roll]) {
      expect(rules).toContain(`body > *:not(#${DAY_CLOSE_PRINT_ID}) { display: none !important; }`);
      expect(rules).toContain(`@media screen { #${DAY_CLOSE_PRINT_ID} { display: none; } }`);
    }
  });
});
