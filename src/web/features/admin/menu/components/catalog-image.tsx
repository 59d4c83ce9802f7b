// A card picture, or a placeholder when there is none or it fails to load (docs/product.md#menu-admin).
import { ImageOff } from 'lucide-react';
import { useState } from 'react';

export function CatalogImage({ src, className = '' }: { src: string | null; className?: string }) {
  // Remembers which address failed, so a replaced image gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
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
