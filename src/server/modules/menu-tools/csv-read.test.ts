import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, cellText, readCsv } from './csv-read.ts';

describe('reading CSV', () => {
  it('reads quoted cells with commas, doubled quotes and line breaks, with each record’s first line', () => {
    const text = '\ufeff"id","name"\r\n"","Chai, ""kadak"""\r\n"x","two\r\nlines"\r\n\r\n,last\n';
    expect(readCsv(text)).toEqual([
      { line: 1, cells: ['id', 'name'] },
      { line: 2, cells: ['', 'Chai, "kadak"'] },
      { line: 3, cells: ['x', 'two\r\nlines'] },
      { line: 6, cells: ['', 'last'] },
    ]);
  });

  it('refuses a quote left open, naming its line', () => {
    expect(() => readCsv('a\n"b,c\n')).toThrow(CsvSyntaxError);
    expect(() => readCsv('a\n"b,c\n')).toThrow('Line 2: a quoted cell is not closed');
  });

  it('takes off the apostrophe the exports put before a formula start, and only that one', () => {
    expect(cellText("'=Samosa")).toBe('=Samosa');
    expect(cellText("'-less sugar")).toBe('-less sugar');
    expect(cellText("Chai 'n' bun")).toBe("Chai 'n' bun");
    expect(cellText("'quoted'")).toBe("'quoted'");
  });
});
