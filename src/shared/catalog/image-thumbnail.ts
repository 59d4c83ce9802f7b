// Where an uploaded picture's 300 x 300 thumbnail is (docs/product.md#images): beside the picture,
// its name with '_thumb' added and always '.jpg'. The server names the file with this rule at upload
// and the storefront finds it with the same one, so the two cannot drift apart.

const THUMB_SUFFIX = '_thumb';
// Our uploads only (local /uploads/... or the storage's <base>/<folder>/...): the bundled artwork
// under /menu/ is drawn at the size cards show and has no thumbnail.
const UPLOADED_PICTURE = /\/(menu-items|categories)\/([a-z0-9][a-z0-9_-]*)\.(jpg|jpeg|png|webp)$/;

/** 'a_1_x.png' -> 'a_1_x_thumb.jpg'. */
export function thumbnailFileName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return `${dot > 0 ? fileName.slice(0, dot) : fileName}${THUMB_SUFFIX}.jpg`;
}

/** The thumbnail's URL for one of our uploaded pictures; undefined for anything else. */
export function thumbnailUrl(imageUrl: string): string | undefined {
  const match = UPLOADED_PICTURE.exec(imageUrl);
  if (!match || match[2]!.endsWith(THUMB_SUFFIX)) return undefined;
  const dot = imageUrl.lastIndexOf('.');
  return `${imageUrl.slice(0, dot)}${THUMB_SUFFIX}.jpg`;
}
