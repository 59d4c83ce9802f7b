// Cuts the storefront's Devanagari web font (src/web/fonts, committed; rerun after updating
// @expo-google-fonts/noto-sans-devanagari):
//   node scripts/generate-devanagari-font.mjs
// From the TrueType files of Noto Sans Devanagari that the bill's PDF already uses (SIL Open Font
// License 1.1, which allows subsetting and converting; the licence travels with the files as
// src/web/fonts/OFL.txt), keeps only the Devanagari block and its companions (Vedic extensions,
// the joiners, the rupee sign ₨, the dotted circle, the common Indic number forms, Devanagari
// extended): the same unicode-range app.css declares, so a browser asks for the file only for a page
// with Devanagari text, and the Latin text keeps the phone's own font. Regular and Bold (the
// storefront's bold names and prices). harfbuzz's subsetter keeps the shaping tables for those
// letters (conjuncts, matras), and the result is WOFF2.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const root = join(import.meta.dirname, '..');
const outDir = join(root, 'src', 'web', 'fonts');
const PACKAGE = '@expo-google-fonts/noto-sans-devanagari';

/** Keep in step with the unicode-range in src/web/styles/app.css. */
const RANGES = [
  [0x0900, 0x097f],
  [0x1cd0, 0x1cff],
  [0x200c, 0x200d],
  [0x20a8, 0x20a8],
  [0x25cc, 0x25cc],
  [0xa830, 0xa83f],
  [0xa8e0, 0xa8ff],
];
const text = RANGES.flatMap(([from, to]) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
).join('');

const WEIGHTS = [
  { weight: 400, file: '400Regular/NotoSansDevanagari_400Regular.ttf' },
  { weight: 700, file: '700Bold/NotoSansDevanagari_700Bold.ttf' },
];

mkdirSync(outDir, { recursive: true });
for (const { weight, file } of WEIGHTS) {
  const ttf = readFileSync(require.resolve(`${PACKAGE}/${file}`));
  const woff2 = await subsetFont(ttf, text, { targetFormat: 'woff2' });
  const out = join(outDir, `noto-sans-devanagari-${weight}.woff2`);
  writeFileSync(out, woff2);
  console.log(`${out}: ${(woff2.length / 1024).toFixed(1)} KB (from ${(ttf.length / 1024).toFixed(1)} KB)`);
}
const packageDir = dirname(require.resolve(`${PACKAGE}/package.json`));
writeFileSync(join(outDir, 'OFL.txt'), readFileSync(join(packageDir, 'LICENSE_FONT')));
