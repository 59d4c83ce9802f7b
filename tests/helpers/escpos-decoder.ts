// Reads back the ESC/POS the server sends (the subset modules/printing emits): ESC @, ESC t n,
// ESC E n, GS ! n, ESC a n, LF, GS V 66 n and text in the selected code page. Anything else (an
// unknown command, a byte above 0x7f no code page maps, text before a code page is chosen) is
// an error, so a test fails when raw UTF-8 or a stray command reaches the printer.
import { PC858_CHARACTERS, PC858_CODE_PAGE } from '#server/modules/printing/escpos-text.ts';

export type PrintedLine = { text: string; bold: boolean; size: number; align: number };

export type DecodedTicket = {
  /** Every printed line with the style it started with. */
  lines: PrintedLine[];
  /** The code pages ESC t selected, in order. */
  codePages: number[];
  /** How many ESC @ (init). */
  inits: number;
  /** GS V 66 n partial cuts; `cutAfter` is the number of lines printed before each. */
  cuts: { mode: number; feed: number; cutAfter: number }[];
};

const ESC = 0x1b;
const GS = 0x1d;
const LF = 0x0a;

export function decodeEscpos(bytes: Uint8Array): DecodedTicket {
  const out: DecodedTicket = { lines: [], codePages: [], inits: 0, cuts: [] };
  let codePage: number | null = null;
  let style = { bold: false, size: 0, align: 0 };
  let text = '';
  let lineStyle = style;
  let i = 0;
  const arg = () => {
    if (i + 1 >= bytes.length) throw new Error(`command at ${i} is cut short`);
    return bytes[++i]!;
  };
  for (; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (b === ESC) {
      const command = arg();
      if (command === 0x40) {
        out.inits++;
        codePage = 0;
        style = { bold: false, size: 0, align: 0 };
      } else if (command === 0x74) {
        codePage = arg();
        out.codePages.push(codePage);
      } else if (command === 0x45) style = { ...style, bold: arg() === 1 };
      else if (command === 0x61) style = { ...style, align: arg() };
      else throw new Error(`unexpected ESC 0x${command.toString(16)} at ${i}`);
    } else if (b === GS) {
      const command = arg();
      if (command === 0x21) style = { ...style, size: arg() };
      else if (command === 0x56) {
        const mode = arg();
        if (mode !== 66 && mode !== 65) throw new Error(`GS V mode ${mode} at ${i}`);
        out.cuts.push({ mode, feed: arg(), cutAfter: out.lines.length });
      } else throw new Error(`unexpected GS 0x${command.toString(16)} at ${i}`);
    } else if (b === LF) {
      out.lines.push({ text, ...lineStyle });
      text = '';
    } else if (b >= 0x20 && b < 0x7f) {
      if (codePage === null) throw new Error(`text before ESC @ at ${i}`);
      if (text === '') lineStyle = style;
      text += String.fromCharCode(b);
    } else if (b >= 0x80) {
      if (codePage !== PC858_CODE_PAGE) throw new Error(`byte 0x${b.toString(16)} without PC858 at ${i}`);
      const character = PC858_CHARACTERS.get(b);
      if (!character) throw new Error(`byte 0x${b.toString(16)} at ${i} is not a PC858 letter tickets use`);
      if (text === '') lineStyle = style;
      text += character;
    } else throw new Error(`control byte 0x${b.toString(16)} at ${i}`);
  }
  if (text !== '') throw new Error(`text left without a line feed: ${text}`);
  return out;
}

/** The printed lines' text, trailing spaces dropped (what a person reads off the roll). */
export const printedText = (ticket: DecodedTicket): string[] => ticket.lines.map((l) => l.text.trimEnd());
