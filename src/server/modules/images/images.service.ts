// Image uploads for menu items and categories (docs/product.md#images): size and
// content checks, re-encoding, the stored file names, a thumbnail beside each image, removal of
// replaced images and storage stats. Storage itself is behind ImageStorage.

import { type Actor, requireRoleCan } from '#server/http/actor.ts';
import { AppError } from '#server/http/app-error.ts';
import type { RequestContext } from '#server/http/request-context.ts';
import {
  formatMegabytes,
  isAllowedImageUrl,
  type StorageStats,
  UPLOAD_FOLDERS,
  UPLOAD_MESSAGES,
  type UploadFolder,
  type UploadResult,
} from '#shared/api/admin-catalog.ts';
import { IMAGE_UPLOAD } from '#shared/image-upload.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { storedFileName, thumbnailName } from './image-file-name.ts';
import { detectImageFormat, makeThumbnail, reencodeImage } from './image-processing.ts';
import type { ImageStorage } from './image-storage.ts';

type Log = { error(details: object, message: string): void };

export type UploadInput = {
  folder: UploadFolder;
  /** Total bytes received; `data` holds them only when within the limit. */
  size: number;
  data: Buffer | undefined;
  originalName: string;
  declaredType: string | undefined;
  prefix?: string;
};

const MAX_MB = String(IMAGE_UPLOAD.maxBytes / (1024 * 1024));

// A full disk and a folder that cannot be written are operating conditions, not bugs: the answer
// says so in words an admin can act on, with a reason a client can tell apart from a crash.
const STORAGE_FULL = new Set(['ENOSPC', 'EDQUOT']);
const STORAGE_READ_ONLY = new Set(['EROFS', 'EACCES', 'EPERM']);
const STORAGE_FULL_MESSAGE =
  'Upload failed: the image storage is full. Free some space or ask the administrator.';
const STORAGE_UNWRITABLE_MESSAGE =
  'Upload failed: the image storage cannot be written to right now. Please try again later.';

function storageFailure(error: unknown): AppError {
  const code = (error as NodeJS.ErrnoException | undefined)?.code ?? '';
  if (STORAGE_FULL.has(code))
    return new AppError('SERVER_ERROR', STORAGE_FULL_MESSAGE, undefined, 'storage-full');
  if (STORAGE_READ_ONLY.has(code))
    return new AppError('SERVER_ERROR', STORAGE_UNWRITABLE_MESSAGE, undefined, 'unavailable');
  return new AppError('SERVER_ERROR', UPLOAD_MESSAGES.uploadFailed);
}

const ABSOLUTE_URL = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The upload route lets every items:update holder in; category pictures are for those who manage
 * categories (as the category routes themselves are).
 */
function authorizeUpload(folder: UploadFolder, actor: Pick<Actor, 'role'>): void {
  if (folder === 'categories') requireRoleCan(actor.role, 'categories:manage');
}

export function createImagesService({
  storage,
  audit,
  log,
}: {
  storage: ImageStorage;
  audit: AuditService;
  log: Log;
}) {
  return {
    storage,
    authorizeUpload,

    async upload(input: UploadInput, actor: Actor): Promise<UploadResult> {
      authorizeUpload(input.folder, actor);
      if (input.size > IMAGE_UPLOAD.maxBytes || !input.data) {
        const message = UPLOAD_MESSAGES.tooLarge(formatMegabytes(input.size), MAX_MB);
        throw new AppError('VALIDATION_ERROR', message, { file: message }, 'too-large');
      }
      const format = await detectImageFormat(input.data, input.declaredType);
      const image = await reencodeImage(input.data, format);
      const fileName = storedFileName({ originalName: input.originalName, format, prefix: input.prefix });
      const key = `${input.folder}/${fileName}`;
      try {
        await storage.put(key, image.data, image.contentType);
      } catch (error) {
        log.error({ err: error, key }, 'image upload failed');
        throw storageFailure(error);
      }
      // A thumbnail failure is only logged; the upload still succeeds (docs/product.md#images).
      let thumbnailUrl: string | undefined;
      const thumbKey = `${input.folder}/${thumbnailName(fileName)}`;
      try {
        await storage.put(thumbKey, await makeThumbnail(image.data), 'image/jpeg');
        thumbnailUrl = storage.publicUrl(thumbKey);
      } catch (error) {
        log.error({ err: error, key: thumbKey }, 'thumbnail generation failed');
      }
      await audit.record(actor, {
        action: 'uploads.create',
        tableName: 'uploads',
        recordId: key,
        newValues: { size: image.data.length, originalSize: input.size, format },
      });
      return {
        success: true,
        url: storage.publicUrl(key),
        path: key,
        fileName,
        size: image.data.length,
        ...(thumbnailUrl ? { thumbnailUrl } : {}),
      };
    },

    /**
     * A photo for the shop's own records (a failed delivery's door, docs/product.md#failed-deliveries):
     * the same size and content checks and re-encoding as a menu picture (which drops the phone's
     * metadata, its location included), no thumbnail. The name starts with `namePrefix` (the
     * delivery's id: rider-app/door-photo-path.ts). Answers the storage key.
     */
    async storeRecordPhoto(
      folder: 'door-photos',
      namePrefix: string,
      input: Omit<UploadInput, 'folder' | 'prefix'>,
      context: RequestContext,
    ): Promise<string> {
      if (input.size > IMAGE_UPLOAD.maxBytes || !input.data) {
        const message = UPLOAD_MESSAGES.tooLarge(formatMegabytes(input.size), MAX_MB);
        throw new AppError('VALIDATION_ERROR', message, { file: message }, 'too-large');
      }
      const format = await detectImageFormat(input.data, input.declaredType);
      const image = await reencodeImage(input.data, format);
      const key = `${folder}/${namePrefix}${storedFileName({ originalName: 'door', format })}`;
      try {
        await storage.put(key, image.data, image.contentType);
      } catch (error) {
        log.error({ err: error, key }, 'photo upload failed');
        throw storageFailure(error);
      }
      await audit.record(context, {
        action: 'uploads.create',
        tableName: 'uploads',
        recordId: key,
        newValues: { size: image.data.length, originalSize: input.size, format },
      });
      return key;
    },

    /**
     * Whether an item or category may show this URL. The shared schema admits absolute upload
     * URLs because a browser cannot know where images are stored; only this storage's own pass.
     */
    allowsImageUrl(url: string): boolean {
      return isAllowedImageUrl(url) && (!ABSOLUTE_URL.test(url) || storage.keyFromUrl(url) !== undefined);
    },

    /** Removes one of our uploaded images and its thumbnail; other URLs are left alone. */
    async removeByUrl(url: string | null | undefined): Promise<boolean> {
      const key = storage.keyFromUrl(url);
      if (!key) return false;
      const [folder, fileName] = key.split('/') as [string, string];
      try {
        await storage.remove(key);
        await storage.remove(`${folder}/${thumbnailName(fileName)}`);
        return true;
      } catch (error) {
        // The record change already happened; an orphan file costs disk, not correctness.
        log.error({ err: error, key }, 'could not remove a replaced image');
        return false;
      }
    },

    /**
     * Removes uploads nothing shows any more: pictures uploaded in a form that was then cancelled,
     * or left behind when a removal failed. Only files last written before `olderThan` are touched,
     * so a picture whose form is still open is safe. A thumbnail stays exactly as long as its picture.
     */
    async sweepOrphans(urlsInUse: string[], olderThan: Date): Promise<{ removed: string[] }> {
      const keep = new Set<string>();
      for (const url of urlsInUse) {
        const key = storage.keyFromUrl(url);
        if (!key) continue;
        const [folder, fileName] = key.split('/') as [string, string];
        keep.add(key).add(`${folder}/${thumbnailName(fileName)}`);
      }
      const objects = (await Promise.all(UPLOAD_FOLDERS.map((folder) => storage.list(`${folder}/`)))).flat();
      const removed: string[] = [];
      for (const object of objects) {
        if (keep.has(object.key) || object.modifiedAt >= olderThan) continue;
        try {
          await storage.remove(object.key);
          removed.push(object.key);
        } catch (error) {
          log.error({ err: error, key: object.key }, 'could not remove an orphaned image');
        }
      }
      return { removed };
    },

    async stats(): Promise<StorageStats> {
      try {
        const lists = await Promise.all(UPLOAD_FOLDERS.map((folder) => storage.list(`${folder}/`)));
        const objects = lists.flat();
        return { totalFiles: objects.length, totalSize: objects.reduce((sum, o) => sum + o.size, 0) };
      } catch (error) {
        log.error({ err: error }, 'storage stats failed');
        throw new AppError('SERVER_ERROR', UPLOAD_MESSAGES.statsFailed);
      }
    },
  };
}

export type ImagesService = ReturnType<typeof createImagesService>;
