// Text as a receipt printer can print it (decision 029): printers know one 8-bit code page at a
// time, never UTF-8, so the ticket's words are mapped into PC858 (code page 850 with €), the one
// Epson-compatible table that covers the Latin letters a menu or an Indian address uses. What it
// lacks is transliterated (₹ as 'Rs.', curly quotes straight, 'ā' as 'a'), and anything else (a
// Devanagari item name, an emoji) prints as one '?' per run: the order has no Latin spelling to
// fall back on, and a question mark tells the kitchen to look at the board.

/** ESC t n's number for PC858 on Epson-compatible printers (TM-T20/T82 and the clones cafes buy). */
export const PC858_CODE_PAGE = 19;

/** The upper half of PC858 that tickets use: character to byte. ASCII maps to itself. */
const PC858_HIGH: Record<string, number> = {
  Ç: 0x80,
  ü: 0x81,
  é: 0x82,
  â: 0x83,
  ä: 0x84,
  à: 0x85,
  å: 0x86,
  ç: 0x87,
  ê: 0x88,
  ë: 0x89,
  è: 0x8a,
  ï: 0x8b,
  î: 0x8c,
  ì: 0x8d,
  Ä: 0x8e,
  Å: 0x8f,
  É: 0x90,
  æ: 0x91,
  Æ: 0x92,
  ô: 0x93,
  ö: 0x94,
  ò: 0x95,
  û: 0x96,
  ù: 0x97,
  ÿ: 0x98,
  Ö: 0x99,
  Ü: 0x9a,
  ø: 0x9b,
  '£': 0x9c,
  Ø: 0x9d,
  '×': 0x9e,
  á: 0xa0,
  í: 0xa1,
  ó: 0xa2,
  ú: 0xa3,
  ñ: 0xa4,
  Ñ: 0xa5,
  '¿': 0xa8,
  '½': 0xab,
  '¼': 0xac,
  '¡': 0xad,
  '«': 0xae,
  '»': 0xaf,
  Á: 0xb5,
  Â: 0xb6,
  À: 0xb7,
  '©': 0xb8,
  '€': 0xd5,
  Ê: 0xd2,
  Ë: 0xd3,
  È: 0xd4,
  Í: 0xd6,
  Î: 0xd7,
  Ï: 0xd8,
  Ó: 0xe0,
  ß: 0xe1,
  Ô: 0xe2,
  Ò: 0xe3,
  Ú: 0xe9,
  Û: 0xea,
  Ù: 0xeb,
  '°': 0xf8,
  '±': 0xf1,
  '¾': 0xf3,
  '·': 0xfa,
};
/** Byte to character, for the tests' decoder. */
export const PC858_CHARACTERS: ReadonlyMap<number, string> = new Map(
  Object.entries(PC858_HIGH).map(([character, byte]) => [byte, character]),
);

/** Look-alikes PC858 has no glyph for. */
const TRANSLITERATIONS: Record<string, string> = {
  '₹': 'Rs.',
  '‘': "'",
  '’': "'",
  '‚': "'",
  '“': '"',
  '”': '"',
  '„': '"',
  '–': '-',
  '—': '-',
  '−': '-',
  '…': '...',
  '•': '*',
  '\u00a0': ' ',
  '\u202f': ' ',
  '\t': ' ',
};

const printable = (character: string): boolean =>
  (character >= ' ' && character <= '~') || character in PC858_HIGH;

/**
 * The text with every character made printable in PC858: kept, transliterated, stripped of its
 * accent ('ś' as 's'), or, when none of these works, replaced; a run of unprintable characters
 * becomes a single '?'. Control characters (a newline in a note) become spaces: a note cannot
 * start an ESC/POS command.
 */
export function printerText(text: string): string {
  let out = '';
  let unknownRun = false;
  for (const character of text.normalize('NFC')) {
    let mapped: string | undefined;
    if (printable(character)) mapped = character;
    else if (character in TRANSLITERATIONS) mapped = TRANSLITERATIONS[character];
    else if (character < ' ' || character === '\u007f') mapped = ' ';
    else {
      const bare = character.normalize('NFKD').replace(/\p{M}/gu, '');
      if (bare.length > 0 && [...bare].every(printable)) mapped = bare;
    }
    if (mapped === undefined) {
      if (!unknownRun) out += '?';
      unknownRun = true;
      continue;
    }
    unknownRun = false;
    out += mapped;
  }
  return out;
}

/** The bytes of text already made printable (printerText): one byte a character. */
export function encodePc858(text: string): Buffer {
  const bytes = Buffer.alloc(text.length);
  let length = 0;
  for (const character of text) {
    const code = character.charCodeAt(0);
    bytes[length++] = code < 0x80 ? code : (PC858_HIGH[character] ?? 0x3f);
  }
  return bytes.subarray(0, length);
}

/**
 * Word-wraps printable text to `width` columns; a word longer than a line is cut. The first line
 * starts with `lead` spaces, continuation lines with `indent`, so a wrapped item reads as one item.
 */
export function wrapText(text: string, width: number, indent = 0, lead = 0): string[] {
  const lines: string[] = [];
  let line = '';
  const margin = () => (lines.length === 0 ? lead : indent);
  const room = () => width - margin();
  const flush = () => {
    lines.push(' '.repeat(margin()) + line);
    line = '';
  };
  for (let word of text.split(' ').filter(Boolean)) {
    while (word.length > 0) {
      const space = line ? 1 : 0;
      if (line.length + space + word.length <= room()) {
        line += (space ? ' ' : '') + word;
        word = '';
      } else if (line) {
        flush();
      } else {
        line = word.slice(0, room());
        word = word.slice(room());
        flush();
      }
    }
  }
  if (line || lines.length === 0) flush();
  return lines;
}
