// The image part of the item and category forms: pick a file, see it checked, uploaded with a
// progress bar and previewed; the server's message shows when it refuses the file, and the form's
// own message (an address it will not save) when there is one, wired to the file input as Field
// wires its control (aria-invalid, aria-describedby).
import { ImageOff } from 'lucide-react';
import { useId } from 'react';
import { IMAGE_UPLOAD, type UploadFolder } from '#shared/api/admin-catalog.ts';
import { FieldError } from '#web/components/form/field.tsx';
import { useImageUpload } from '#web/lib/use-image-upload.ts';

type Props = {
  folder: UploadFolder;
  value: string | null;
  onChange: (url: string | null) => void;
  onBusyChange: (busy: boolean) => void;
  error?: string;
};

export function ImageField({ folder, value, onChange, onBusyChange, error }: Props) {
  const id = useId();
  const { pick, progress, refusal } = useImageUpload(folder, onChange, onBusyChange);
  const message = refusal ?? error;
  const errorId = message ? `${id}-error` : undefined;

  return (
    <div className="sm:col-span-2">
      <span className="text-sm font-semibold">Image</span>
      <div className="mt-1 flex items-center gap-4">
        <div className="flex h-20 w-20 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-stone-100">
          {value ? (
            <img src={value} alt="Preview" className="h-full w-full object-cover" />
          ) : (
            <ImageOff aria-hidden="true" className="h-6 w-6 text-stone-500" />
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <label
            htmlFor={id}
            className="inline-block cursor-pointer rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-semibold hover:bg-stone-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
          >
            {value ? 'Replace image' : 'Upload image'}
            <input
              id={id}
              type="file"
              accept={IMAGE_UPLOAD.types.join(',')}
              onChange={pick}
              aria-invalid={message ? true : undefined}
              aria-describedby={errorId}
              className="sr-only"
            />
          </label>
          {value && (
            <button
              type="button"
              onClick={() => onChange(null)}
              className="ml-2 text-sm font-semibold text-stone-700 underline"
            >
              Remove image
            </button>
          )}
          {progress !== undefined && (
            <div
              role="progressbar"
              aria-label="Upload progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              className="h-2 overflow-hidden rounded-full bg-stone-200"
            >
              <div className="h-full bg-brand-700 transition-all" style={{ width: `${progress}%` }} />
            </div>
          )}
          <FieldError id={errorId} message={message} />
        </div>
      </div>
    </div>
  );
}
