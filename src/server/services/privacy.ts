// Wires privacy: the retention sweeper (docs/product.md#privacy-and-retention) and account deletion.
import type { ImageStorage } from '../modules/images/image-storage.ts';
import { createAccountDeletionService } from '../modules/privacy/account-deletion.service.ts';
import { createAccountErasureRepo } from '../modules/privacy/account-erasure.repo.ts';
import { createRetentionRepo } from '../modules/privacy/retention.repo.ts';
import {
  createRetentionSweeper,
  type RetentionSweeperOptions,
} from '../modules/privacy/retention-sweeper.ts';
import { DOOR_PHOTO_FOLDER, doorPhotoKey } from '../modules/rider-app/door-photo-path.ts';
import type { Accounts } from './accounts.ts';
import type { Core } from './core.ts';

export function wirePrivacy(
  { db, log, audit, sessionsEnded }: Core,
  deps: { auth: Accounts['auth']; storage: ImageStorage },
  /** When the retention sweeper runs (tests shorten it). */
  retentionOptions: RetentionSweeperOptions | undefined,
) {
  const { auth, storage } = deps;
  // Expired codes and sessions, unused push subscriptions, old door photos.
  // On the real clock, not the shop's: better-auth dates codes and sessions by the real one, so a
  // test's fixed shop clock must not expire them.
  const retention = createRetentionSweeper({
    repo: createRetentionRepo(db),
    now: () => new Date(),
    log,
    removeUpload: async (path) => {
      const key = doorPhotoKey(path);
      if (key) await storage.remove(key);
    },
    listDoorPhotos: async () =>
      (await storage.list(`${DOOR_PHOTO_FOLDER}/`)).map((o) => ({
        path: `/uploads/${o.key}`,
        modifiedAt: o.modifiedAt,
      })),
    options: retentionOptions,
  });
  const accountDeletion = createAccountDeletionService({
    repo: createAccountErasureRepo(db),
    audit,
    auth,
    sessionsEnded,
  });
  return { retention, accountDeletion };
}
