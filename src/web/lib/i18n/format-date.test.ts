import { describe, expect, it } from 'vitest';
import { dateFormat } from './format-date.ts';

const AT = new Date('2026-03-05T10:30:00+05:30');
const options = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' } as const;

describe('dateFormat', () => {
  it('names the month in the language and keeps Latin digits', () => {
    const hindi = dateFormat('hi', options).format(AT);
    const marathi = dateFormat('mr', options).format(AT);
    expect(hindi).toContain('मार्च');
    expect(marathi).toContain('मार्च');
    for (const text of [hindi, marathi]) {
      expect(text).toMatch(/2026/);
      expect(text).not.toMatch(/[०-९]/);
    }
    expect(dateFormat('en', options).format(AT)).toMatch(/Mar/);
  });
});
