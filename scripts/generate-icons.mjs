// Draws the app icons from the logo (public/favicon.svg) as the PNGs the web app manifests and iOS
// ask for, in public/icons (committed; rerun after changing the logo):
//   node scripts/generate-icons.mjs
// - icon-192.png, icon-512.png: the logo as it is, rounded corners and all ("any" purpose);
// - icon-maskable-512.png: the logo's colour to every edge and the cup inside the central circle
//   that every launcher mask keeps (80 % of the width), so a round or squircle mask cuts no part
//   of it;
// - apple-touch-icon.png (180): square and opaque, because iOS rounds the corners itself and
//   paints transparent ones black;
// - badge-96.png: the cup alone in white, the small badge of a push notification.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const root = join(import.meta.dirname, '..');
const logo = readFileSync(join(root, 'public', 'favicon.svg'), 'utf8');
const outDir = join(root, 'public', 'icons');

/** The logo's drawing without its rounded tile: everything after the background <rect>. */
function cupOf(svg) {
  const match = svg.match(/<rect[^>]*fill="(#[0-9a-f]{6})"[^>]*\/>(.*)<\/svg>/i);
  if (!match) throw new Error('public/favicon.svg: expected a <rect fill="#..."/> tile, then the cup');
  return { tile: match[1], cup: match[2] };
}

/** A square tile of the logo's colour with the cup scaled about the centre of the 64-unit box. */
function squareIcon(scale) {
  const { tile, cup } = cupOf(logo);
  // The cup's drawing spans about x 16..53 and y 12..50: centre it before scaling.
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${tile}"/><g transform="translate(32 32) scale(${scale}) translate(-34.5 -31)">${cup}</g></svg>`;
}

/** The cup alone, white on transparent, filling the box. */
function badgeIcon() {
  const { cup } = cupOf(logo);
  const white = cup.replace(/(fill|stroke)="#[0-9a-f]{6}"/gi, '$1="#ffffff"');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><g transform="translate(32 32) scale(1.4) translate(-34.5 -31)">${white}</g></svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, svg: logo },
  { file: 'icon-512.png', size: 512, svg: logo },
  // The cup's farthest corner is ~27 units from the centre; 0.75 of that is ~32 % of the width,
  // inside the 40 % radius every mask keeps.
  { file: 'icon-maskable-512.png', size: 512, svg: squareIcon(0.75) },
  { file: 'apple-touch-icon.png', size: 180, svg: squareIcon(0.9) },
  // The notification badge (Android's status bar): only its shape counts, so the cup in white.
  { file: 'badge-96.png', size: 96, svg: badgeIcon() },
];

for (const { file, size, svg } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(join(outDir, file));
  console.log(`public/icons/${file} (${size}x${size})`);
}
