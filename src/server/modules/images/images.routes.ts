// Upload (multipart), storage stats, and serving the stored images at /uploads/<folder>/<file>
// from whichever storage is configured (with S3, browsers load new images from the bucket's own
// URL; this route keeps /uploads/ URLs saved before the move working).
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '#server/http/app-error.ts';
import { requirePermission } from '#server/http/require-permission.ts';
import {
  storageStatsSchema,
  UPLOAD_FOLDERS,
  uploadQuerySchema,
  uploadResultSchema,
} from '#shared/api/admin-catalog.ts';
import { contentTypeOf, IMAGE_CACHE_CONTROL, STORAGE_KEY } from './image-storage.ts';
import type { ImagesService } from './images.service.ts';
import { ONE_IMAGE_MULTIPART, readOneImage } from './read-upload.ts';

export const imagesRoutes: FastifyPluginAsyncZod<{ images: ImagesService }> = async (app, { images }) => {
  // Registered in this plugin only (and the rider's door photo), so no other route accepts multipart.
  await app.register(multipart, ONE_IMAGE_MULTIPART);

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
      const { file, fields } = await readOneImage(request);
      return images.upload({ ...file, folder, prefix: fields.prefix }, actor);
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

  // A failed delivery's door photo (docs/product.md#failed-deliveries): for the staff who decide
  // what happens to the order, never public and never cached by anyone in between.
  app.get(
    '/uploads/door-photos/:file',
    {
      schema: {
        tags: ['admin'],
        summary: "A failed delivery's door photo, for staff who run the board (orders:manage)",
        params: z.object({ file: z.string().max(200) }),
      },
      attachValidation: true,
    },
    async (request, reply) => {
      await requirePermission('orders:manage')(request);
      const key = `door-photos/${request.params.file}`;
      const found =
        !request.validationError && STORAGE_KEY.test(key) ? await images.storage.read(key) : undefined;
      if (!found) throw notFound('Photo not found');
      return reply
        .type(contentTypeOf(key))
        .header('cache-control', 'private, no-store')
        .header('content-length', found.size)
        .send(found.body);
    },
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
