// Figure: the image bytes one storefront home page load costs on a phone, with a real-size photo
// uploaded for each of 60 items. Photos are 2000 x 1500 JPEGs made with sharp from smoothed noise
// (a flat colour would compress to nothing; a camera photo after the server's re-encoding is
// ~0.5-1.5 MB). The built server runs on a fresh embedded database; Chromium opens `/` as a
// 390 x 844 phone at device pixel ratio 3 and every image response's body is summed: once as the
// page first shows (lazy pictures below the fold not loaded), once after scrolling to the end of
// the menu (every card's picture loaded). Standalone, under the build lock:
//   flock /tmp/chai-dist.lock node bench/image-bytes.mjs      (prints JSON)
// or `imageBytesFigure()` from bench/run.mjs.
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium-flags.mjs';
import { buildIfStale, signInAdmin, startAppServer, stopServer } from './app-server.mjs';

const PHOTOS = 60;
const WIDTH = 2000;
const HEIGHT = 1500;

/** A photo-like JPEG: a colour gradient under smoothed noise, different for every `seed`. */
async function photo(seed) {
  const small = Buffer.alloc((WIDTH / 4) * (HEIGHT / 4) * 3);
  let x = seed * 2654435761;
  for (let i = 0; i < small.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    const channel = i % 3;
    const pixel = Math.floor(i / 3);
    const base = ((pixel % (WIDTH / 4)) / (WIDTH / 4)) * 120 + channel * 40 + (seed % 7) * 10;
    small[i] = Math.max(0, Math.min(255, base + (x >>> 24) - 128));
  }
  // Upscaled noise keeps detail at several scales, as food photos have; the fine grain is the
  // sensor's.
  const grain = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let i = 0; i < grain.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    grain[i] = x >>> 24;
  }
  const up = await sharp(small, { raw: { width: WIDTH / 4, height: HEIGHT / 4, channels: 3 } })
    .resize(WIDTH, HEIGHT, { kernel: 'cubic' })
    .blur(1.2)
    .raw()
    .toBuffer();
  for (let i = 0; i < up.length; i++) up[i] = Math.max(0, Math.min(255, up[i] + ((grain[i] - 128) >> 3)));
  return sharp(up, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function upload(url, cookie, data, name) {
  const form = new FormData();
  form.append('file', new Blob([data], { type: 'image/jpeg' }), `${name}.jpg`);
  const res = await fetch(`${url}/api/admin/uploads?folder=menu-items`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  if (!res.ok) throw new Error(`upload: ${res.status} ${await res.text()}`);
  return (await res.json()).url;
}

/** Gives `PHOTOS` items an uploaded photo each, adding items when the seed has fewer. */
async function photographMenu(url, cookie) {
  const call = async (method, path, body) => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: { cookie, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  let { items } = await call('GET', '/api/admin/menu-items');
  const { categories } = await call('GET', '/api/admin/categories');
  for (let n = items.length; n < PHOTOS; n++)
    await call('POST', '/api/admin/menu-items', {
      name: `Photo Item ${n}`,
      price: 40 + n,
      category_id: categories[n % categories.length].id,
    });
  items = (await call('GET', '/api/admin/menu-items')).items.filter((i) => i.is_active).slice(0, PHOTOS);
  let uploadedBytes = 0;
  for (const [n, item] of items.entries()) {
    const data = await photo(n + 1);
    uploadedBytes += data.length;
    const image_url = await upload(url, cookie, data, item.slug);
    await call('PUT', `/api/admin/menu-items/${item.id}`, {
      name: item.name,
      price: item.price,
      category_id: item.category_id,
      image_url,
    });
  }
  return { photos: items.length, uploadedBytes };
}

/** Image bytes of one phone visit to `/`: as first shown, and after scrolling the whole menu. */
async function measureHome(url) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const bodies = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'image')
        bodies.push(
          response
            .body()
            .then((b) => ({ url: response.url(), bytes: b.length }))
            .catch(() => ({ url: response.url(), bytes: 0 })),
        );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const firstView = await Promise.all(bodies);
    // Scroll to the end in screen-sized steps so every lazy picture is asked for.
    for (let y = 0; ; y += 700) {
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      if (y > height) break;
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForLoadState('networkidle');
    }
    const all = await Promise.all(bodies);
    const sum = (list) => list.reduce((total, r) => total + r.bytes, 0);
    const uploads = all.filter((r) => r.url.includes('/uploads/'));
    return {
      firstViewImages: firstView.length,
      firstViewBytes: sum(firstView),
      scrolledImages: all.length,
      scrolledBytes: sum(all),
      uploadedPictures: uploads.length,
      thumbnailsUsed: uploads.filter((r) => r.url.includes('_thumb.')).length,
    };
  } finally {
    await browser.close();
  }
}

export async function imageBytesFigure() {
  await buildIfStale();
  const server = await startAppServer({ API_REQUESTS_PER_MINUTE: '100000' }, { readyTimeoutMs: 300_000 });
  try {
    const cookie = await signInAdmin(server.url);
    const made = await photographMenu(server.url, cookie);
    return { ...made, ...(await measureHome(server.url)) };
  } finally {
    await stopServer(server.child);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await imageBytesFigure(), null, 2));
}
