// Where a failed delivery's door photo is kept (docs/product.md#failed-deliveries): its own folder,
// outside the menu's (never listed, never swept as an unused menu picture, never served publicly).
export const DOOR_PHOTO_FOLDER = 'door-photos';

const DOOR_PHOTO_PATH = /^\/uploads\/door-photos\/[a-z0-9][a-z0-9_-]{0,150}\.(jpg|jpeg|png|webp)$/;

/** The path a Couldn't deliver tap may name: one the door-photo upload answered. */
export function isDoorPhotoPath(path: string): boolean {
  return DOOR_PHOTO_PATH.test(path);
}

/** The storage key behind a door photo's path. */
export function doorPhotoKey(path: string): string | undefined {
  return isDoorPhotoPath(path) ? path.slice('/uploads/'.length) : undefined;
}
