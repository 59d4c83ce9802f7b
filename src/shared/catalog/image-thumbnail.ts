// Where a picture's thumbnail is (docs/product.md#images), for the menu's cards.
// - An uploaded picture's 300 x 300 thumbnail is beside it, its name with '_thumb' added and always
//   '.jpg'. The server names the file with this rule at upload and the storefront finds it with the
//   same one, so the two cannot drift apart.
// - The bundled artwork (/menu/<name>.svg) has a 480 x 360 WebP rendered from it beside it
//   (scripts/generate-artwork.mjs). A phone draws an SVG <img> as a small document of its own on the
//   page's main thread while the page starts; it decodes a WebP off it. The item's detail view
//   still shows the SVG, sharp at any size.

const THUMB_SUFFIX = '_thumb';
// Our uploads only (local /uploads/... or the storage's <base>/<folder>/...).
const UPLOADED_PICTURE = /\/(menu-items|categories)\/([a-z0-9][a-z0-9_-]*)\.(jpg|jpeg|png|webp)$/;
const BUNDLED_ARTWORK = /^(\/menu\/[a-z0-9-]{1,100})\.svg$/;

/** 'a_1_x.png' -> 'a_1_x_thumb.jpg'. */
export function thumbnailFileName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return `${dot > 0 ? fileName.slice(0, dot) : fileName}${THUMB_SUFFIX}.jpg`;
}

/** The thumbnail's URL for one of our uploaded pictures or the bundled artwork; undefined for anything else. */
export function thumbnailUrl(imageUrl: string): string | undefined {
  const artwork = BUNDLED_ARTWORK.exec(imageUrl);
  if (artwork) return `${artwork[1]}.webp`;
  const match = UPLOADED_PICTURE.exec(imageUrl);
  if (!match || match[2]!.endsWith(THUMB_SUFFIX)) return undefined;
  const dot = imageUrl.lastIndexOf('.');
  return `${imageUrl.slice(0, dot)}${THUMB_SUFFIX}.jpg`;
}
