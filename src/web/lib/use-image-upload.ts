// Picking a picture for an admin form (the item and category images, the storefront banner): the
// file is checked here first (type and size, with the same words as the server), then uploaded
// through POST /api/admin/uploads with its progress; a refusal, ours or the server's, is kept to
// show beside the picker. The input is cleared at once so the same file can be picked again.
import { type ChangeEvent, useState } from 'react';
import type { UploadFolder } from '#shared/api/admin-catalog.ts';
import { checkImageFile, uploadImage } from './upload-image.ts';

export function useImageUpload(
  folder: UploadFolder,
  onUploaded: (url: string) => void,
  onBusyChange: (busy: boolean) => void,
) {
  const [progress, setProgress] = useState<number>();
  const [refusal, setRefusal] = useState<string>();

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkImageFile(file);
    setRefusal(problem);
    if (problem) return;
    setProgress(0);
    onBusyChange(true);
    try {
      onUploaded((await uploadImage(file, folder, setProgress)).url);
    } catch (failure) {
      setRefusal((failure as Error).message);
    } finally {
      setProgress(undefined);
      onBusyChange(false);
    }
  }

  return { pick, progress, refusal };
}
