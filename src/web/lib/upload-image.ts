// Image upload with progress, shared by the menu forms and the settings banner: fetch cannot report
// upload progress, XMLHttpRequest can, so this endpoint of the table (POST /api/admin/uploads) is
// called here rather than through api().
import {
  formatMegabytes,
  IMAGE_UPLOAD,
  UPLOAD_MESSAGES,
  type UploadFolder,
} from '#shared/api/admin-catalog.ts';
import { isApiError } from '#shared/errors.ts';
import type { EndpointResponse } from '#web/lib/api.ts';

type UploadResult = EndpointResponse<'POST /api/admin/uploads'>;

/** The refusals of docs/product.md#images, checked before any byte is sent (the server checks again). */
export function checkImageFile(file: File): string | undefined {
  if (file.size > IMAGE_UPLOAD.maxBytes)
    return UPLOAD_MESSAGES.tooLarge(formatMegabytes(file.size), String(IMAGE_UPLOAD.maxBytes / 1024 / 1024));
  if (!(IMAGE_UPLOAD.types as readonly string[]).includes(file.type))
    return UPLOAD_MESSAGES.typeNotAllowed(file.type || 'unknown');
  return undefined;
}

export function uploadImage(
  file: File,
  folder: UploadFolder,
  onProgress: (percent: number) => void,
): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/admin/uploads?folder=${folder}`);
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      let payload: unknown;
      try {
        payload = JSON.parse(request.responseText);
      } catch {
        payload = undefined;
      }
      if (request.status >= 200 && request.status < 300) resolve(payload as UploadResult);
      else reject(new Error(isApiError(payload) ? payload.error.message : UPLOAD_MESSAGES.uploadFailed));
    };
    request.onerror = () => reject(new Error(UPLOAD_MESSAGES.uploadFailed));
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}
