// The few ESC/POS commands a kitchen ticket needs (Epson's command set, which every 58 mm and 80 mm
// receipt printer cafes use understands), collected into one buffer. Text goes through printerText
// first, so no UTF-8 byte ever reaches the printer (decision 029).
import { encodePc858, PC858_CODE_PAGE, printerText, wrapText } from './escpos-text.ts';

const ESC = 0x1b;
const GS = 0x1d;
const LF = 0x0a;

/** GS ! n: 0x00 normal, 0x01 double height, 0x11 double width and height. */
export const TEXT_SIZE = { normal: 0x00, tall: 0x01, big: 0x11 } as const;
export type TextSize = keyof typeof TEXT_SIZE;
export type Alignment = 'left' | 'center';

/** Font A columns on each paper width (ticket-printer.ts). */
export const COLUMNS: Record<58 | 80, number> = { 58: 32, 80: 48 };

export function escposDocument(paperWidth: 58 | 80) {
  const chunks: Buffer[] = [];
  const bytes = (...values: number[]) => chunks.push(Buffer.from(values));
  let size: TextSize = 'normal';
  const columns = () => (size === 'big' ? COLUMNS[paperWidth] / 2 : COLUMNS[paperWidth]);

  // ESC @ resets whatever the last job left set; ESC t picks the code page the text is encoded in.
  bytes(ESC, 0x40);
  bytes(ESC, 0x74, PC858_CODE_PAGE);

  const doc = {
    columns,
    bold(on: boolean) {
      bytes(ESC, 0x45, on ? 1 : 0);
      return doc;
    },
    size(next: TextSize) {
      size = next;
      bytes(GS, 0x21, TEXT_SIZE[next]);
      return doc;
    },
    align(alignment: Alignment) {
      bytes(ESC, 0x61, alignment === 'center' ? 1 : 0);
      return doc;
    },
    /** The text, wrapped to the line at the current size (wrapText's indent and lead). */
    text(text: string, indent = 0, lead = 0) {
      for (const line of wrapText(printerText(text), columns(), indent, lead)) {
        chunks.push(encodePc858(line));
        bytes(LF);
      }
      return doc;
    },
    /** Two columns on one line, padded apart; each on its own line when they do not fit. */
    spread(left: string, right: string) {
      const l = printerText(left);
      const r = printerText(right);
      if (l.length + 1 + r.length > columns()) return doc.text(l).text(r);
      chunks.push(encodePc858(l + ' '.repeat(columns() - l.length - r.length) + r));
      bytes(LF);
      return doc;
    },
    rule(character = '-') {
      chunks.push(encodePc858(character.repeat(columns())));
      bytes(LF);
      return doc;
    },
    feed(lines = 1) {
      for (let i = 0; i < lines; i++) bytes(LF);
      return doc;
    },
    /** GS V 66 n: feeds n motion units past the cutter, then cuts leaving a hinge (partial cut). */
    cut() {
      bytes(GS, 0x56, 66, 3);
      return doc;
    },
    bytes: () => Buffer.concat(chunks),
  };
  return doc;
}

export type EscposDocument = ReturnType<typeof escposDocument>;
