// Reads a multipart upload of one image (field 'file') and its short text fields: the menu's
// uploads and a rider's door photo. Bytes past the limit are counted, not kept, so the refusal can
// say how large the file was; each route registers @fastify/multipart for itself alone.
import type { FastifyRequest } from 'fastify';
import { invalid } from '#server/http/app-error.ts';
import { UPLOAD_MESSAGES } from '#shared/api/admin-catalog.ts';
import { IMAGE_UPLOAD } from '#shared/image-upload.ts';
import type { UploadInput } from './images.service.ts';

/** Past this the parser stops reading (the options each route registers multipart with). */
export const COUNT_CAP = 64 * 1024 * 1024;

/** @fastify/multipart's options for one image and a few short fields. */
export const ONE_IMAGE_MULTIPART = {
  throwFileSizeLimit: false,
  limits: { fileSize: COUNT_CAP, files: 1, fields: 5, fieldSize: 200, parts: 6, headerPairs: 50 },
};

export type ReadUpload = { file: Omit<UploadInput, 'folder' | 'prefix'>; fields: Record<string, string> };

/** The file and fields of the request; 400 in the upload's words when it carries no file. */
export async function readOneImage(request: FastifyRequest): Promise<ReadUpload> {
  if (!request.isMultipart()) throw invalid(UPLOAD_MESSAGES.noFile, { file: UPLOAD_MESSAGES.noFile });
  let file: ReadUpload['file'] | undefined;
  const fields: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
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
  return { file, fields };
}
