// Where a failed delivery's door photo is kept (docs/product.md#failed-deliveries): its own folder,
// outside the menu's (never listed, never swept as an unused menu picture, never served publicly
// from the local disk; an S3 bucket is public: docs/product.md#privacy-and-retention).
// Each file is named after its delivery ('door-photos/<deliveryId>-…'), so a Couldn't deliver tap
// can name only a photo taken for that delivery, the uploads per delivery can be counted, and the
// retention sweep can tell a photo never attached from one a failed delivery keeps.
export const DOOR_PHOTO_FOLDER = 'door-photos';

/** At most this many door photos are uploaded per delivery (each up to the upload limit). */
export const MAX_DOOR_PHOTOS_PER_DELIVERY = 3;

const DOOR_PHOTO_PATH = /^\/uploads\/door-photos\/[a-z0-9][a-z0-9_-]{0,150}\.(jpg|jpeg|png|webp)$/;

/** The path a Couldn't deliver tap may name: one the door-photo upload answered. */
export function isDoorPhotoPath(path: string): boolean {
  return DOOR_PHOTO_PATH.test(path);
}

/** The storage key prefix of one delivery's door photos. */
export function doorPhotoPrefix(deliveryId: string): string {
  return `${DOOR_PHOTO_FOLDER}/${deliveryId.toLowerCase()}-`;
}

/** Whether the path is a door photo uploaded for this delivery. */
export function isDoorPhotoOf(path: string, deliveryId: string): boolean {
  return isDoorPhotoPath(path) && path.startsWith(`/uploads/${doorPhotoPrefix(deliveryId)}`);
}

/** The storage key behind a door photo's path. */
export function doorPhotoKey(path: string): string | undefined {
  return isDoorPhotoPath(path) ? path.slice('/uploads/'.length) : undefined;
}
