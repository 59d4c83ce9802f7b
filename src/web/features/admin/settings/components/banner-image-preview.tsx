// The banner image as it will look, once its address is one the settings accept; hidden when the
// address does not load.
import { settingsInputSchema } from '#shared/api/settings.ts';

export function BannerImagePreview({ address }: { address: string }) {
  const preview = settingsInputSchema.shape.bannerImage.safeParse(address.trim() || null);
  if (!preview.success || !preview.data) return null;
  return (
    <img
      key={preview.data}
      src={preview.data}
      onError={(e) => {
        e.currentTarget.hidden = true;
      }}
      alt="Preview of the banner"
      className="h-28 w-full rounded-lg border border-stone-200 object-cover sm:col-span-2"
    />
  );
}
