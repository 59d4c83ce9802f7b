// Checks an upload by its bytes and re-encodes it (docs/product.md#d9-images-are-processed-on-the-server).
// The declared type and the file name are never trusted: the format comes from the content, and only a real
// JPEG, PNG or WebP that decodes is kept. Re-encoding drops metadata (EXIF, GPS, comments) and anything
// appended to the picture, so a polyglot cannot survive as a script or page.
import { invalid } from '#server/http/app-error.ts';
import { UPLOAD_MESSAGES } from '#shared/api/admin-catalog.ts';
import { IMAGE_UPLOAD } from '#shared/image-upload.ts';
import type { ImageFormat } from './image-file-name.ts';

const FORMAT_BY_MIME: Record<string, ImageFormat> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

// A 5 MB file can still declare 60000 x 60000 pixels; refuse those before decoding them.
const MAX_INPUT_PIXELS = 40_000_000;
// Menu pictures are shown at most a few hundred pixels wide; larger ones only cost bandwidth.
const MAX_EDGE = 2048;
const DECLARED_TYPE = /^[a-z0-9.+-]{1,60}\/[a-z0-9.+-]{1,60}$/;

// sharp (libvips) and file-type are loaded on the first upload, not at start: a restart never
// processes an image, and loading them cost about 140 ms of every start (issue 22). A broken sharp
// install still fails loudly: the upload answers 500 and the import error is logged.
// (Node keeps a loaded module, so each later import() is a lookup.)
const loadSharp = async () => (await import('sharp')).default;
const loadFileType = () => import('file-type');

export type ProcessedImage = { format: ImageFormat; data: Buffer; contentType: string };

/**
 * The 'T' of the type message: what the content is; when the content is not recognised, the
 * declared type if that is not an image type we accept, else 'unknown' (so a script sent as
 * image/png is not reported as 'image/png').
 */
function reportedType(detected: string | undefined, declared: string | undefined): string {
  if (detected) return detected;
  const clean = declared?.trim().toLowerCase();
  if (clean && DECLARED_TYPE.test(clean) && !(IMAGE_UPLOAD.types as readonly string[]).includes(clean))
    return clean;
  return 'unknown';
}

export async function detectImageFormat(data: Buffer, declaredType?: string): Promise<ImageFormat> {
  const { fileTypeFromBuffer } = await loadFileType();
  const detected = await fileTypeFromBuffer(data);
  const format = detected ? FORMAT_BY_MIME[detected.mime] : undefined;
  if (!format) {
    throw invalid(UPLOAD_MESSAGES.typeNotAllowed(reportedType(detected?.mime, declaredType)), {
      file: UPLOAD_MESSAGES.typeNotAllowed(reportedType(detected?.mime, declaredType)),
    });
  }
  return format;
}

export async function reencodeImage(data: Buffer, format: ImageFormat): Promise<ProcessedImage> {
  // Outside the try: a sharp that cannot load is the server's fault, not the picture's.
  const sharp = await loadSharp();
  try {
    // autoOrient applies the EXIF rotation before the metadata is dropped.
    const pipeline = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize(MAX_EDGE, MAX_EDGE, { fit: 'inside', withoutEnlargement: true });
    const encoded =
      format === 'jpeg'
        ? pipeline.jpeg({ quality: 85, mozjpeg: true })
        : format === 'png'
          ? pipeline.png({ compressionLevel: 9 })
          : pipeline.webp({ quality: 85 });
    return { format, data: await encoded.toBuffer(), contentType: `image/${format}` };
  } catch {
    throw invalid(UPLOAD_MESSAGES.invalidImage, { file: UPLOAD_MESSAGES.invalidImage });
  }
}

/** 300 x 300, JPEG quality 80, cropped to fill (docs/product.md#images). */
export async function makeThumbnail(data: Buffer): Promise<Buffer> {
  const size = IMAGE_UPLOAD.thumbnailSize;
  const sharp = await loadSharp();
  return sharp(data)
    .resize(size, size, { fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: Math.round(IMAGE_UPLOAD.thumbnailQuality * 100) })
    .toBuffer();
}
