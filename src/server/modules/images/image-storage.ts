// Where images live: the local disk (local-disk-storage.ts) or an S3-compatible bucket
// (s3-storage.ts). Both take the same calls, so the upload logic and the routes never know which.
import type { Readable } from 'node:stream';
import { IMAGE_UPLOAD } from '#shared/image-upload.ts';
import { lookupTable } from '#shared/lookup-table.ts';

export type StoredObject = { key: string; size: number; modifiedAt: Date };

export interface ImageStorage {
  /** Writes a new object; refuses to overwrite one that exists (docs/product.md#images). */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Removes an object; a missing one is not an error. */
  remove(key: string): Promise<void>;
  /** Every object whose key starts with the prefix. */
  list(prefix: string): Promise<StoredObject[]>;
  stat(key: string): Promise<StoredObject | undefined>;
  /** The bytes, for serving; undefined when missing. */
  read(key: string): Promise<{ body: Readable; size: number; modifiedAt: Date } | undefined>;
  /** The address browsers load the object from. */
  publicUrl(key: string): string;
  /** The key behind a URL this storage issued (or its /uploads/ form); undefined for any other. */
  keyFromUrl(url: string | null | undefined): string | undefined;
  /** Resolves when the store can be read and written (readiness probe); rejects with the reason. */
  ping(): Promise<void>;
}

// Keys are always '<folder>/<generated name>': nothing a client sends can reach outside them.
// door-photos: a failed delivery's door (rider-app/door-photo-path.ts), never public.
export const STORAGE_KEY =
  /^(menu-items|categories|door-photos)\/[a-z0-9][a-z0-9_-]{0,150}\.(jpg|jpeg|png|webp)$/;
export const PUBLIC_PREFIX = '/uploads/';

/** What browsers and caches are told about every stored image, whichever driver serves it. */
export const IMAGE_CACHE_CONTROL = `public, max-age=${IMAGE_UPLOAD.cacheSeconds}`;

const CONTENT_TYPES = lookupTable([
  ['jpg', 'image/jpeg'],
  ['jpeg', 'image/jpeg'],
  ['png', 'image/png'],
  ['webp', 'image/webp'],
]);

/** The content type a stored key is served with (keys carry the real format's extension). */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/**
 * The storage key behind one of our public image URLs, or undefined for any other URL. The
 * /uploads/ form always counts (this server serves it from whichever storage is configured);
 * `<publicBase>/<key>` counts when the storage publishes objects at that base (S3 or a CDN).
 */
export function keyFromPublicUrl(url: string | null | undefined, publicBase?: string): string | undefined {
  if (!url) return undefined;
  let key: string | undefined;
  if (url.startsWith(PUBLIC_PREFIX)) key = url.slice(PUBLIC_PREFIX.length);
  else if (publicBase && url.startsWith(`${publicBase}/`)) key = url.slice(publicBase.length + 1);
  return key !== undefined && STORAGE_KEY.test(key) ? key : undefined;
}
