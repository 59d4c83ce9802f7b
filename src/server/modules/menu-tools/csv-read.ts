// Reads CSV text (RFC 4180: quoted cells may hold commas, doubled quotes and line breaks) into
// records, each with the line of the file it starts on, so a refusal can name the line a person
// sees in their spreadsheet or editor.

export type CsvRecord = { line: number; cells: string[] };

export class CsvSyntaxError extends Error {
  constructor(readonly line: number) {
    super(`Line ${line}: a quoted cell is not closed`);
  }
}

export function readCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let start = 1;
  let quoted = false;
  let i = 0;
  const endRecord = () => {
    cells.push(cell);
    // A blank line (one empty cell) is no record: spreadsheets leave them at the end.
    if (cells.length > 1 || cells[0] !== '') records.push({ line: start, cells });
    cells = [];
    cell = '';
  };
  while (i < source.length) {
    const c = source[i];
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        cell += '"';
        i += 2;
        continue;
      }
      if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        cell += c;
      }
      i++;
      continue;
    }
    if (c === '"') quoted = true;
    else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      endRecord();
      // CRLF is one line end.
      if (c === '\r' && source[i + 1] === '\n') i++;
      line++;
      start = line;
    } else cell += c;
    i++;
  }
  if (quoted) throw new CsvSyntaxError(start);
  if (cell !== '' || cells.length > 0) endRecord();
  return records;
}

const INERT_FORMULA = /^'[=+\-@\t\r]/;

/** A text cell as typed: the apostrophe our exports put before a formula start comes off again. */
export function cellText(cell: string): string {
  return INERT_FORMULA.test(cell) ? cell.slice(1) : cell;
}
