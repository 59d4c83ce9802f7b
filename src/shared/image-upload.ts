// Limits of a picture staff upload (docs/product.md#limits), for server and browser. Not in
// constants.ts: the storefront's first load holds that module whole, and only the staff area and
// the server use these (docs/decisions/005-storefront-first-load.md).

export const IMAGE_UPLOAD = {
  maxBytes: 5 * 1024 * 1024,
  types: ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'] as const,
  thumbnailSize: 300,
  thumbnailQuality: 0.8,
  cacheSeconds: 3600,
} as const;
