// Stored file names (docs/product.md#images): optional prefix, sanitised lower-cased base name, timestamp,
// random 6-character suffix, original extension (default jpg). The extension is kept only when it
// names the format the content really has, so a JPEG sent as 'photo.exe' is stored as '.jpg'.
import { randomInt } from 'node:crypto';
import { thumbnailFileName } from '#shared/catalog/image-thumbnail.ts';

export type ImageFormat = 'jpeg' | 'png' | 'webp';

const EXTENSIONS: Record<ImageFormat, readonly string[]> = {
  jpeg: ['jpg', 'jpeg'],
  png: ['png'],
  webp: ['webp'],
};

const SUFFIX_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Lower-case letters and digits, runs of anything else as one hyphen; never empty. */
function sanitizeNamePart(value: string, maxLength: number): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, maxLength)
    .replace(/^-+|-+$/g, '');
}

function randomSuffix(): string {
  let out = '';
  for (let i = 0; i < 6; i++) out += SUFFIX_ALPHABET[randomInt(SUFFIX_ALPHABET.length)];
  return out;
}

export function storedFileName(options: {
  originalName: string;
  format: ImageFormat;
  prefix?: string;
  now?: number;
}): string {
  const original = options.originalName.split(/[\\/]/).pop() ?? '';
  const dot = original.lastIndexOf('.');
  const rawBase = dot > 0 ? original.slice(0, dot) : original;
  const rawExt = dot > 0 ? original.slice(dot + 1).toLowerCase() : '';
  const allowed = EXTENSIONS[options.format];
  // No or a wrong extension: the content's own ('jpg' for JPEG, as first designed).
  const extension = allowed.includes(rawExt) ? rawExt : allowed[0]!;
  const base = sanitizeNamePart(rawBase, 60) || 'image';
  const prefix = options.prefix ? sanitizeNamePart(options.prefix, 30) : '';
  const parts = [prefix, base, String(options.now ?? Date.now()), randomSuffix()].filter(Boolean);
  return `${parts.join('_')}.${extension}`;
}

/** 'a_1_x.png' -> 'a_1_x_thumb.jpg': thumbnails are always JPEG (the storefront finds them by the same rule). */
export const thumbnailName = thumbnailFileName;
