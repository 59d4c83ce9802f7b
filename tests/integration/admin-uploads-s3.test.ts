// The S3 image storage against a real S3-compatible server started here (s3rver, decision 010):
// the same storage contract and upload flow as the local disk (admin-uploads.test.ts), then
// what only S3 has: the CSP admitting the bucket's origin, item images at the bucket's URL (and
// no other base), the old /uploads/ URLs still served and cleaned up, and a readiness probe that
// notices an unknown access key or an unreachable server.
import { randomBytes } from 'node:crypto';
import {
  CreateBucketCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuCategories } from '#server/db/schema.ts';
import { createS3Storage, type S3StorageOptions } from '#server/modules/images/s3-storage.ts';
import type { UploadResult } from '#shared/api/admin-catalog.ts';
import { type S3TestServer, startS3TestServer } from '../helpers/s3-test-server.ts';
import { sessionFor } from '../helpers/staff-session.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { describeUploadFlow } from './admin-uploads.suite.ts';
import { describeImageStorageContract } from './image-storage.contract.ts';

function optionsFor(server: S3TestServer, bucket = server.bucket): S3StorageOptions {
  return {
    bucket,
    region: 'us-east-1',
    endpoint: server.endpoint,
    accessKeyId: server.env.S3_ACCESS_KEY_ID!,
    secretAccessKey: server.env.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: true,
    publicUrl: `${server.endpoint}/${bucket}`,
  };
}

/** Every key in the bucket, listed with the test's own client. */
async function keysIn(server: S3TestServer): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await server.client.send(
      new ListObjectsV2Command({ Bucket: server.bucket, ContinuationToken: token }),
    );
    for (const item of page.Contents ?? []) keys.push(item.Key!);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys;
}

/** One object's bytes, read with the test's own client; undefined when missing. */
async function peekIn(server: S3TestServer, key: string): Promise<Buffer | undefined> {
  try {
    const object = await server.client.send(new GetObjectCommand({ Bucket: server.bucket, Key: key }));
    return Buffer.from(await object.Body!.transformToByteArray());
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
    throw error;
  }
}

describeImageStorageContract('S3 (s3rver)', async () => {
  const server = await startS3TestServer();
  return {
    // Two keys per page, so listing has to follow continuation tokens.
    storage: createS3Storage({ ...optionsFor(server), listPageSize: 2 }),
    publicBase: server.publicUrl,
    async plant(rawKey, data) {
      await server.client.send(new PutObjectCommand({ Bucket: server.bucket, Key: rawKey, Body: data }));
    },
    peek: (key) => peekIn(server, key),
    unusable: () => createS3Storage(optionsFor(server, 'no-such-bucket')),
    close: () => server.close(),
  };
});

describeUploadFlow('S3 (s3rver)', async () => {
  const server = await startS3TestServer();
  return {
    env: server.env,
    publicBase: server.publicUrl,
    storedKeys: () => keysIn(server),
    peek: (key) => peekIn(server, key),
    async freshStorage() {
      const bucket = `fresh-${randomBytes(4).toString('hex')}`;
      await server.client.send(new CreateBucketCommand({ Bucket: bucket }));
      return createS3Storage(optionsFor(server, bucket));
    },
    close: () => server.close(),
  };
});

describe('S3 storage in the app', () => {
  let server: S3TestServer;
  let t: TestApp;
  let admin: string;
  let chaiId: string;

  beforeAll(async () => {
    server = await startS3TestServer();
    t = await createTestApp({ env: server.env });
    admin = await sessionFor(t, 'admin');
    const [chai] = await t.database.db
      .select()
      .from(menuCategories)
      .where(eq(menuCategories.slug, 'classic-chai'));
    chaiId = chai!.id;
  });
  afterAll(async () => {
    await t?.close();
    await server?.close();
  });

  async function uploaded(): Promise<UploadResult> {
    const data = await sharp({
      create: { width: 64, height: 64, channels: 3, background: { r: 10, g: 120, b: 40 } },
    })
      .jpeg()
      .toBuffer();
    const boundary = `----chai${randomBytes(6).toString('hex')}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="pic.jpg"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads?folder=menu-items',
      headers: { cookie: admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  const createItem = (name: string, image_url: string | null) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/menu-items',
      headers: { cookie: admin },
      payload: { name, price: 20, category_id: chaiId, image_url },
    });

  it("lets pages load images from the bucket's origin (CSP img-src) and the map's tiles, and no other", async () => {
    const res = await t.app.inject('/api/menu');
    const csp = String(res.headers['content-security-policy']);
    const imgSrc = csp.split(';').find((d) => d.trim().startsWith('img-src'));
    expect(imgSrc?.trim().split(/\s+/)).toEqual([
      'img-src',
      "'self'",
      'data:',
      'blob:',
      server.endpoint,
      // The map's tiles (MAP_TILE_URL, OpenStreetMap's out of the box).
      'https://tile.openstreetmap.org',
    ]);
  });

  it("stores items with the bucket's image URL and refuses the same shape at another address", async () => {
    const image = await uploaded();
    expect(image.url).toBe(`${server.publicUrl}/${image.path}`);
    const ok = await createItem('Bucket Chai', image.url);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().image_url).toBe(image.url);
    const menu = (await t.app.inject('/api/menu')).json();
    expect(menu.items.find((i: { name: string }) => i.name === 'Bucket Chai').image).toBe(image.url);

    for (const foreign of [
      `https://evil.example/${image.path}`,
      `${server.endpoint}/other-bucket/${image.path}`,
      `${server.publicUrl}/secrets/x_1_aaaaaa.jpg`,
    ]) {
      const res = await createItem('Foreign Chai', foreign);
      expect(res.statusCode, foreign).toBe(400);
      expect(res.json().error.fields).toEqual({ image_url: 'Image must be an uploaded image' });
    }
  });

  it('serves and cleans up images saved with /uploads/ URLs before the move to S3', async () => {
    const image = await uploaded();
    const legacyUrl = `/uploads/${image.path}`;
    const served = await t.app.inject(legacyUrl);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals((await peekIn(server, image.path))!)).toBe(true);

    const created = await createItem('Legacy Chai', legacyUrl);
    expect(created.statusCode, created.body).toBe(201);
    const replaced = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/menu-items/${created.json().id}`,
      headers: { cookie: admin },
      payload: { name: 'Legacy Chai', price: 20, category_id: chaiId, image_url: null },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(await peekIn(server, image.path)).toBeUndefined();
    expect(await peekIn(server, image.path.replace(/\.jpg$/, '_thumb.jpg'))).toBeUndefined();
  });

  it('exposes a readiness probe that fails on an unknown key or an unreachable server', async () => {
    await expect(t.app.services.images.storage.ping()).resolves.toBeUndefined();
    const wrongKeys = createS3Storage({ ...optionsFor(server), accessKeyId: 'NOT-A-KEY' });
    await expect(wrongKeys.ping()).rejects.toThrow();
    // A port nothing listens on: the one of a server that has been stopped.
    const gone = await startS3TestServer();
    await gone.close();
    const unreachable = createS3Storage({ ...optionsFor(gone), bucket: 'chai-images' });
    await expect(unreachable.ping()).rejects.toThrow();
  });
});
