// What every ImageStorage driver must do, run against each real one (the local disk in
// admin-uploads.test.ts, an S3-compatible server in admin-uploads-s3.test.ts). Each check reads
// the store around the driver too (`plant`, `peek`), so a driver cannot agree with itself.
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageStorage } from '#server/modules/images/image-storage.ts';

export type StorageUnderTest = {
  storage: ImageStorage;
  /** Where the driver's public URLs start: '/uploads' locally, S3_PUBLIC_URL on S3. */
  publicBase: string;
  /** Writes bytes under any name, around the driver (a file someone else put there). */
  plant(rawKey: string, data: Buffer): Promise<void>;
  /** The bytes under a key, read around the driver; undefined when missing. */
  peek(key: string): Promise<Buffer | undefined>;
  /** A driver of the same kind whose store cannot be used. */
  unusable(): ImageStorage;
  close(): Promise<void>;
};

async function bytesOf(body: Readable): Promise<Buffer> {
  return Buffer.concat((await body.toArray()) as Buffer[]);
}

export function describeImageStorageContract(kind: string, open: () => Promise<StorageUnderTest>) {
  describe(`ImageStorage contract: ${kind}`, () => {
    let s: StorageUnderTest;
    beforeAll(async () => {
      s = await open();
    });
    afterAll(async () => {
      await s?.close();
    });

    const newKey = (folder = 'menu-items', ext = 'jpg') =>
      `${folder}/contract_${Date.now()}_${randomBytes(3).toString('hex')}.${ext}`;
    const data = (text: string) => Buffer.from(`bytes of ${text} ${randomBytes(8).toString('hex')}`);

    it('put stores the bytes; stat, read and list see them', async () => {
      const key = newKey('categories', 'png');
      const bytes = data(key);
      await s.storage.put(key, bytes, 'image/png');

      expect(await s.peek(key)).toEqual(bytes);
      const found = await s.storage.stat(key);
      expect(found).toMatchObject({ key, size: bytes.length });
      expect(found!.modifiedAt).toBeInstanceOf(Date);
      expect(found!.modifiedAt.getTime()).toBeGreaterThan(Date.parse('2020-01-01'));

      const read = await s.storage.read(key);
      expect(read?.size).toBe(bytes.length);
      expect(await bytesOf(read!.body)).toEqual(bytes);

      const listed = await s.storage.list('categories/');
      expect(listed.find((o) => o.key === key)).toMatchObject({ key, size: bytes.length });
    });

    it('put never overwrites an existing object', async () => {
      const key = newKey();
      const first = data('first');
      await s.storage.put(key, first, 'image/jpeg');
      await expect(s.storage.put(key, data('second'), 'image/jpeg')).rejects.toThrow();
      expect(await s.peek(key)).toEqual(first);
    });

    it('remove deletes the object; removing a missing one is not an error', async () => {
      const key = newKey();
      await s.storage.put(key, data(key), 'image/jpeg');
      await s.storage.remove(key);
      expect(await s.peek(key)).toBeUndefined();
      expect(await s.storage.stat(key)).toBeUndefined();
      await expect(s.storage.remove(key)).resolves.toBeUndefined();
      await expect(s.storage.remove(newKey())).resolves.toBeUndefined();
    });

    it('stat and read answer undefined for a missing key', async () => {
      const key = newKey('menu-items', 'webp');
      expect(await s.storage.stat(key)).toBeUndefined();
      expect(await s.storage.read(key)).toBeUndefined();
    });

    it("list returns every object of the folder, past one page, and only our files' names", async () => {
      const before = new Set((await s.storage.list('menu-items/')).map((o) => o.key));
      const keys = Array.from({ length: 5 }, () => newKey());
      for (const key of keys) await s.storage.put(key, data(key), 'image/jpeg');
      await s.plant('menu-items/README.txt', data('readme'));
      await s.plant('menu-items/Upper_Case.JPG', data('upper'));
      await s.plant('elsewhere/stray_1_aaaaaa.jpg', data('stray'));

      const listed = (await s.storage.list('menu-items/')).filter((o) => !before.has(o.key));
      expect(listed.map((o) => o.key).sort()).toEqual([...keys].sort());
      for (const object of listed) expect(object.size).toBe((await s.peek(object.key))!.length);
      expect((await s.storage.list('categories/')).some((o) => o.key.startsWith('menu-items/'))).toBe(false);
      // A prefix inside the folder lists only the names starting so (one delivery's door photos).
      const one = keys[0]!;
      const named = await s.storage.list(one.slice(0, one.lastIndexOf('.')));
      expect(named.map((o) => o.key)).toEqual([one]);
    });

    it('refuses keys outside the two folders and the generated-name pattern', async () => {
      for (const key of [
        '../escape.jpg',
        'menu-items/../../escape.jpg',
        'secrets/x.jpg',
        'menu-items/x.svg',
      ]) {
        await expect(s.storage.put(key, data(key), 'image/jpeg')).rejects.toThrow(/invalid storage key/);
        await expect(s.storage.stat(key)).rejects.toThrow(/invalid storage key/);
        await expect(s.storage.read(key)).rejects.toThrow(/invalid storage key/);
        await expect(s.storage.remove(key)).rejects.toThrow(/invalid storage key/);
      }
    });

    it('maps keys to public URLs and back, in both URL forms, and nothing else', () => {
      const key = 'menu-items/masala-chai_1795400000000_a1b2c3.jpg';
      const url = s.storage.publicUrl(key);
      expect(url).toBe(`${s.publicBase}/${key}`);
      expect(s.storage.keyFromUrl(url)).toBe(key);
      // This server serves /uploads/<key> from whichever storage is configured.
      expect(s.storage.keyFromUrl(`/uploads/${key}`)).toBe(key);
      for (const other of [
        null,
        undefined,
        '',
        '/menu/masala-chai.svg',
        'https://evil.example/menu-items/masala-chai_1795400000000_a1b2c3.jpg',
        `${s.publicBase}/menu-items/../categories/x.jpg`,
        `${s.publicBase}/secrets/x.jpg`,
        `${s.publicBase}menu-items/x_1_aaaaaa.jpg`,
        `${url}?v=1`,
      ])
        expect(s.storage.keyFromUrl(other)).toBeUndefined();
    });

    it('ping resolves for a usable store and rejects for one that cannot be used', async () => {
      await expect(s.storage.ping()).resolves.toBeUndefined();
      await expect(s.unusable().ping()).rejects.toThrow();
    });
  });
}
