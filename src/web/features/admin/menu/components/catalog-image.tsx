// A card picture, or a placeholder when there is none or it fails to load (docs/product.md#menu-admin).
import { ImageOff } from 'lucide-react';
import { useState } from 'react';

type Props = {
  src: string | null;
  /** Tried when `src` fails: the picture itself behind its thumbnail (one uploaded before thumbnails). */
  fallback?: string | null;
  className?: string;
};

export function CatalogImage({ src: preferred, fallback, className = '' }: Props) {
  // Remembers which address failed, so a replaced image gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = failedSrc === preferred && fallback ? fallback : preferred;
  if (!src || failedSrc === src) {
    return (
      <div className={`flex items-center justify-center bg-stone-100 text-stone-500 ${className}`}>
        <ImageOff aria-hidden="true" className="h-8 w-8" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      onError={() => setFailedSrc(src)}
      className={`object-cover ${className}`}
    />
  );
}
