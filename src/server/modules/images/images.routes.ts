// Upload (multipart), storage stats, and serving the stored images at /uploads/<folder>/<file>
// from whichever storage is configured (with S3, browsers load new images from the bucket's own
// URL; this route keeps /uploads/ URLs saved before the move working).
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalid, notFound } from '#server/http/app-error.ts';
import {
  storageStatsSchema,
  UPLOAD_FOLDERS,
  UPLOAD_MESSAGES,
  uploadQuerySchema,
  uploadResultSchema,
} from '#shared/api/admin-catalog.ts';
import { IMAGE_UPLOAD } from '#shared/image-upload.ts';
import { contentTypeOf, IMAGE_CACHE_CONTROL, STORAGE_KEY } from './image-storage.ts';
import type { ImagesService, UploadInput } from './images.service.ts';

// Bytes past the 5 MB limit are still counted (not kept) so the message can say how large the
// file was; past this cap the parser stops reading.
const COUNT_CAP = 64 * 1024 * 1024;

export const imagesRoutes: FastifyPluginAsyncZod<{ images: ImagesService }> = async (app, { images }) => {
  // Registered here only, so no other route accepts multipart bodies.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: COUNT_CAP, files: 1, fields: 5, fieldSize: 200, parts: 6, headerPairs: 50 },
  });

  app.post(
    '/api/admin/uploads',
    {
      config: { permission: 'items:update' },
      schema: {
        tags: ['admin'],
        summary:
          "Uploads a menu or category image (multipart field 'file', optional field 'prefix'): " +
          'checked by content, re-encoded, stored with a 300x300 JPEG thumbnail',
        consumes: ['multipart/form-data'],
        querystring: uploadQuerySchema,
        response: { 200: uploadResultSchema },
      },
    },
    async (request) => {
      const actor = await request.actor();
      const { folder } = request.query;
      // Before the body is read: a refused upload costs no bytes.
      images.authorizeUpload(folder, actor);
      if (!request.isMultipart()) throw invalid(UPLOAD_MESSAGES.noFile, { file: UPLOAD_MESSAGES.noFile });

      let file: Omit<UploadInput, 'folder' | 'prefix'> | undefined;
      let prefix: string | undefined;
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          if (part.fieldname === 'prefix' && typeof part.value === 'string') prefix = part.value;
          continue;
        }
        if (part.fieldname !== 'file' || file) {
          part.file.resume();
          continue;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of part.file as AsyncIterable<Buffer>) {
          size += chunk.length;
          if (size <= IMAGE_UPLOAD.maxBytes) chunks.push(chunk);
        }
        file = {
          size,
          data: size <= IMAGE_UPLOAD.maxBytes && !part.file.truncated ? Buffer.concat(chunks) : undefined,
          originalName: part.filename ?? '',
          declaredType: part.mimetype,
        };
      }
      if (!file || file.size === 0) throw invalid(UPLOAD_MESSAGES.noFile, { file: UPLOAD_MESSAGES.noFile });
      return images.upload({ ...file, folder, prefix }, actor);
    },
  );

  app.get(
    '/api/admin/uploads/stats',
    {
      config: { permission: 'stats:view' },
      schema: {
        tags: ['admin'],
        summary: 'How many image files are stored and their total size in bytes',
        response: { 200: storageStatsSchema },
      },
    },
    async () => images.stats(),
  );

  app.get(
    '/uploads/:folder/:file',
    {
      schema: {
        tags: ['catalog'],
        summary: 'An uploaded image or thumbnail',
        params: z.object({ folder: z.enum(UPLOAD_FOLDERS), file: z.string().max(200) }),
      },
      // Failures here are plain 404s, not validation errors: this is a file URL.
      attachValidation: true,
    },
    async (request, reply) => {
      const key = `${request.params.folder}/${request.params.file}`;
      const found =
        !request.validationError && STORAGE_KEY.test(key) ? await images.storage.read(key) : undefined;
      if (!found) throw notFound('Image not found');
      return reply
        .type(contentTypeOf(key))
        .header('cache-control', IMAGE_CACHE_CONTROL)
        .header('content-length', found.size)
        .header('last-modified', found.modifiedAt.toUTCString())
        .send(found.body);
    },
  );
};
