// Uploads a picture for the storefront banner through the same route and processing as the menu's
// pictures (POST /api/admin/uploads: checked, re-encoded, stored), then puts its address in the
// Banner image field; the settings save stores it (docs/product.md#settings).
import { useId } from 'react';
import { IMAGE_UPLOAD } from '#shared/api/admin-catalog.ts';
import { useImageUpload } from '#web/lib/use-image-upload.ts';

type Props = {
  onUploaded: (url: string) => void;
  onBusyChange: (busy: boolean) => void;
};

export function BannerImageUpload({ onUploaded, onBusyChange }: Props) {
  const id = useId();
  // The menu pictures' folder: its uploads are kept while the banner shows them
  // (image-references.repo.ts counts the banner).
  const { pick, progress, refusal } = useImageUpload('menu-items', onUploaded, onBusyChange);

  return (
    <div className="space-y-2 sm:col-span-2">
      <label
        htmlFor={id}
        className="inline-block cursor-pointer rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-semibold hover:bg-stone-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
      >
        Upload banner image
        <input
          id={id}
          type="file"
          accept={IMAGE_UPLOAD.types.join(',')}
          onChange={pick}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? `${id}-error` : undefined}
          className="sr-only"
        />
      </label>
      {progress !== undefined && (
        <progress value={progress} max={100} aria-label="Banner upload progress" className="block w-full" />
      )}
      {refusal && (
        <p id={`${id}-error`} role="alert" className="text-sm font-semibold text-red-800">
          {refusal}
        </p>
      )}
    </div>
  );
}
