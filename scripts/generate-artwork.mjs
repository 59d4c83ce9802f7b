// Draws the starter menu's artwork as small SVG files in public/menu (committed; rerun after
// adding a name to MENU_IMAGE_NAMES). Flat illustrations, one per item, one per category and a
// combo picture, so a fresh shop looks finished without any photo uploads.
// Each is also rendered to a WebP beside it, the picture's thumbnail, which the menu's cards show
// (src/shared/catalog/image-thumbnail.ts): a browser draws an SVG <img> as a document of its own on
// the page's main thread (about 10 ms each on a fast machine, four times that on a phone, for the
// dozen cards of the first screen), while a WebP is decoded off it. The item's detail view shows
// the SVG.
//   node --import tsx scripts/generate-artwork.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { KNOWN_CATEGORIES } from '#shared/catalog/categories.ts';
import { thumbnailUrl } from '#shared/catalog/image-thumbnail.ts';
import { ARTWORK_RASTER, MENU_IMAGE_NAMES } from '#shared/catalog/menu-images.ts';
import { slugify } from '#shared/slug.ts';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'menu');

const CATEGORY_OF = {
  'classic-chai': ['Chai'],
  'iced-tea-green-tea': ['Iced Tea', 'Green Tea', 'Kahwa'],
  'hot-coffee': ['Filter Coffee', 'Cappuccino', 'Latte', 'Hot Chocolate', 'Espresso'],
  'cold-coffee': ['Cold Coffee', 'Americano', 'Cold Brew', 'Frappe'],
  burgers: ['Burger'],
  maggie: ['Maggie'],
  sandwiches: ['Sandwich'],
  pasta: ['Pasta'],
  bread: ['Bun Maska', 'Garlic Bread', 'Toast', 'Vada Pav'],
  fries: ['Fries', 'Wedges'],
  pizza: ['Pizza'],
  milkshakes: ['Shake'],
  'mocktails-soda': ['Mojito', 'Lagoon', 'Soda', 'Sharbat'],
};

const categoryOf = (name) =>
  Object.entries(CATEGORY_OF).find(([, words]) => words.some((w) => name.includes(w)))?.[0] ?? 'combo';

// Background and main colour per category; keyword colours override the main colour.
const THEME = {
  'classic-chai': ['#fdf0dc', '#c68642'],
  'iced-tea-green-tea': ['#e9f7ec', '#d9a441'],
  'hot-coffee': ['#f3e7dd', '#6f4a2f'],
  'cold-coffee': ['#e8eef5', '#9a6b45'],
  burgers: ['#fff1df', '#8a4b25'],
  maggie: ['#fff6d6', '#f2c14e'],
  sandwiches: ['#eef6e4', '#e9c47a'],
  pasta: ['#fdecea', '#d9482b'],
  bread: ['#fbf0de', '#d69a4e'],
  fries: ['#fff3d1', '#f4c430'],
  pizza: ['#fde9dc', '#d9482b'],
  milkshakes: ['#fbe9f1', '#8b5a3c'],
  'mocktails-soda': ['#e4f4f7', '#7cc8a4'],
  combo: ['#fff4e0', '#c68642'],
};

const KEYWORD_COLOURS = [
  ['Lemon', '#e8c547'],
  ['Peach', '#f4a36b'],
  ['Green Tea', '#9bc26b'],
  ['Mint', '#7cc8a4'],
  ['Kahwa', '#e0b44a'],
  ['Hazelnut', '#a8744f'],
  ['Americano', '#3b2416'],
  ['Cold Brew', '#2e1c10'],
  ['Mocha', '#5a3a25'],
  ['Espresso', '#2e1c10'],
  ['Chocolate', '#5a3a25'],
  ['Strawberry', '#f28fad'],
  ['Oreo', '#6b6b6b'],
  ['Mango', '#f6a623'],
  ['Kesar', '#f3c969'],
  ['Blue', '#3aa0e0'],
  ['Kokum', '#8e2a4f'],
  ['Masala Soda', '#d8c9a0'],
  ['Lime', '#c8e07a'],
  ['Mojito', '#b7e4a0'],
  ['White Sauce', '#f4ead2'],
  ['Pink Sauce', '#ef8c7a'],
  ['Pesto', '#6e9d3a'],
  ['Schezwan', '#e05a2b'],
  ['Cheese', '#f6cf3f'],
  ['Paneer', '#fbf3e0'],
  ['Corn', '#f2d24b'],
  ['Peri Peri', '#e0682b'],
  ['Gur', '#a2622d'],
  ['Tandoori', '#b5562c'],
  ['Kulhad', '#b8693d'],
];

const colourFor = (name, category) =>
  KEYWORD_COLOURS.find(([word]) => name.includes(word))?.[1] ?? THEME[category][1];

const steam =
  '<path d="M170 70q-12 -18 0 -36M200 66q-12 -18 0 -36M230 70q-12 -18 0 -36" fill="none" stroke="#b9a99a" stroke-width="6" stroke-linecap="round"/>';

const drawings = {
  cup: (c, name) =>
    `${steam}<ellipse cx="200" cy="236" rx="120" ry="22" fill="#fff" stroke="#d8c8b8" stroke-width="4"/>` +
    `<path d="M118 96h164l-18 124q-2 14-16 14H152q-14 0-16-14z" fill="${name.includes('Kulhad') || name.includes('Tandoori') ? '#b8693d' : '#fff'}" stroke="#d8c8b8" stroke-width="4"/>` +
    `<path d="M282 120q44 0 36 40q-6 28-44 30" fill="none" stroke="#d8c8b8" stroke-width="10"/>` +
    `<ellipse cx="200" cy="98" rx="80" ry="14" fill="${c}"/>`,
  glass: (c, name) =>
    `<path d="M136 56h128l-16 196q-1 12-14 12h-68q-13 0-14-12z" fill="#ffffffaa" stroke="#b8c8d0" stroke-width="4"/>` +
    `<path d="M142 96h116l-12 152q-1 10-10 10h-72q-9 0-10-10z" fill="${c}"/>` +
    (name.includes('Shake') || name.includes('Frappe') || name.includes('Cold Coffee')
      ? '<path d="M138 96q20-30 62-30t62 30z" fill="#fffaf0"/>'
      : '<rect x="160" y="120" width="30" height="30" rx="6" fill="#ffffff88"/><rect x="200" y="150" width="30" height="30" rx="6" fill="#ffffff88"/>') +
    '<path d="M222 20l-20 200" stroke="#e05a5a" stroke-width="8" stroke-linecap="round"/>' +
    (name.includes('Lemon') || name.includes('Lime') || name.includes('Mojito')
      ? '<circle cx="262" cy="62" r="24" fill="#d7e96a" stroke="#8fb339" stroke-width="5"/>'
      : ''),
  burger: (c, name) =>
    '<path d="M104 150q0-84 96-84t96 84z" fill="#e0a24e"/>' +
    '<g fill="#fff6e0"><ellipse cx="160" cy="104" rx="6" ry="3"/><ellipse cx="200" cy="92" rx="6" ry="3"/><ellipse cx="240" cy="106" rx="6" ry="3"/></g>' +
    '<path d="M96 156q26 14 52 0t52 0 52 0 52 0v10H96z" fill="#6fbf4a"/>' +
    (name.includes('Cheese') || name.includes('Maharaja')
      ? '<path d="M104 168h192l-20 20-20-12-20 14-20-14-20 14-20-14-20 14-20-12z" fill="#f6cf3f"/>'
      : '') +
    `<rect x="100" y="176" width="200" height="30" rx="15" fill="${name.includes('Paneer') ? '#f1e2bf' : c}"/>` +
    '<path d="M104 212h192q0 34-30 34H134q-30 0-30-34z" fill="#d68f3e"/>',
  bowl: (c) =>
    `${steam}<path d="M90 130h220q0 100-110 100T90 130z" fill="#fff" stroke="#d8c8b8" stroke-width="4"/>` +
    `<ellipse cx="200" cy="130" rx="110" ry="22" fill="${c}"/>` +
    '<path d="M120 130q20-16 40 0t40 0 40 0 40 0" fill="none" stroke="#ffffff88" stroke-width="6"/>' +
    '<g fill="#6fbf4a"><circle cx="150" cy="124" r="6"/><circle cx="236" cy="134" r="6"/></g><circle cx="196" cy="122" r="6" fill="#e05a2b"/>',
  sandwich: (c) =>
    '<path d="M90 220L200 80l110 140z" fill="#f3dca8" stroke="#c9974f" stroke-width="8" stroke-linejoin="round"/>' +
    `<path d="M110 224h180l-8 14H118z" fill="${c}"/>` +
    '<path d="M104 236h192" stroke="#6fbf4a" stroke-width="10" stroke-linecap="round"/>' +
    '<path d="M96 250L200 110l104 140z" fill="#efd196" stroke="#c9974f" stroke-width="8" stroke-linejoin="round" opacity=".9"/>',
  bread: (_c, name) =>
    name.includes('Vada Pav')
      ? '<ellipse cx="200" cy="190" rx="110" ry="50" fill="#e0a24e"/><ellipse cx="200" cy="170" rx="80" ry="30" fill="#c98a2e"/><path d="M96 176q104 20 208 0" stroke="#6fbf4a" stroke-width="8" fill="none"/><ellipse cx="200" cy="150" rx="104" ry="40" fill="#eab567"/>'
      : `<rect x="96" y="110" width="208" height="120" rx="40" fill="${name.includes('Garlic') ? '#e8b86a' : '#eab567'}"/>` +
        `<rect x="112" y="126" width="176" height="88" rx="28" fill="#fbe3b0"/>` +
        `<path d="M124 170h152" stroke="${name.includes('Cheese') ? '#f6cf3f' : '#fff3c4'}" stroke-width="22" stroke-linecap="round"/>` +
        (name.includes('Garlic')
          ? '<g fill="#6fbf4a"><circle cx="150" cy="150" r="5"/><circle cx="200" cy="190" r="5"/><circle cx="250" cy="150" r="5"/></g>'
          : ''),
  fries: (c) =>
    `<g fill="${c}" stroke="#d9a520" stroke-width="3">` +
    [130, 152, 174, 196, 218, 240, 262]
      .map((x, i) => `<rect x="${x}" y="${50 + (i % 3) * 14}" width="18" height="120" rx="4"/>`)
      .join('') +
    '</g><path d="M110 120h180l-20 130H130z" fill="#e03a3a"/><path d="M150 170q50 30 100 0" stroke="#fff" stroke-width="8" fill="none"/>',
  pizza: (c, name) =>
    '<circle cx="200" cy="160" r="120" fill="#e0a24e"/>' +
    `<circle cx="200" cy="160" r="104" fill="${name.includes('Margherita') ? '#e05a2b' : '#f6cf3f'}"/>` +
    `<g fill="${c}">${[
      [150, 120],
      [240, 120],
      [200, 170],
      [140, 200],
      [260, 200],
      [200, 230],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="13"/>`)
      .join('')}</g>` +
    '<g fill="#6fbf4a"><circle cx="180" cy="120" r="7"/><circle cx="230" cy="210" r="7"/><circle cx="165" cy="168" r="7"/></g>' +
    '<path d="M200 160L320 160M200 160L140 56M200 160L140 264" stroke="#c98a2e" stroke-width="4"/>',
  combo: () =>
    '<path d="M70 140h110l-10 90q-2 12-14 12h-62q-12 0-14-12z" fill="#fff" stroke="#d8c8b8" stroke-width="4"/><ellipse cx="125" cy="142" rx="55" ry="10" fill="#c68642"/>' +
    '<path d="M200 160q0-70 70-70t70 70z" fill="#e0a24e"/><rect x="196" y="164" width="148" height="24" rx="12" fill="#8a4b25"/><path d="M200 194h140q0 30-26 30H226q-26 0-26-30z" fill="#d68f3e"/>',
};

const SHAPE = {
  'classic-chai': 'cup',
  'iced-tea-green-tea': 'glass',
  'hot-coffee': 'cup',
  'cold-coffee': 'glass',
  burgers: 'burger',
  maggie: 'bowl',
  sandwiches: 'sandwich',
  pasta: 'bowl',
  bread: 'bread',
  fries: 'fries',
  pizza: 'pizza',
  milkshakes: 'glass',
  'mocktails-soda': 'glass',
  combo: 'combo',
};

// Honey and mint green teas are served hot.
const shapeFor = (name, category) =>
  name.includes('Green Tea') || name === 'Kahwa' ? 'cup' : SHAPE[category];

function svg(title, category, body) {
  const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" role="img"><title>${escaped}</title><rect width="400" height="300" fill="${THEME[category][0]}"/>${body}</svg>\n`;
}

mkdirSync(outDir, { recursive: true });
const pictures = [];
const write = (file, content) => {
  if (Buffer.byteLength(content) > 4096) throw new Error(`${file} is over 4 KB`);
  writeFileSync(join(outDir, file), content);
  pictures.push(file);
};

for (const name of MENU_IMAGE_NAMES) {
  const category = categoryOf(name);
  const shape = shapeFor(name, category);
  write(`${slugify(name)}.svg`, svg(name, category, drawings[shape](colourFor(name, category), name)));
}
for (const { slug, name } of KNOWN_CATEGORIES) {
  write(`category-${slug}.svg`, svg(name, slug, drawings[SHAPE[slug]](THEME[slug][1], name)));
}
write('combo.svg', svg('Chai and snack combo', 'combo', drawings.combo()));

for (const file of pictures) {
  await sharp(join(outDir, file), { density: 144 })
    .resize(ARTWORK_RASTER.width, ARTWORK_RASTER.height)
    .webp({ quality: ARTWORK_RASTER.quality, effort: 6 })
    .toFile(join(outDir, thumbnailUrl(`/menu/${file}`).slice('/menu/'.length)));
}
console.log(`wrote ${pictures.length} pictures, SVG and WebP, to ${outDir}`);
