// Keeps storage from filling with pictures nothing shows (uploaded in a form that was cancelled,
// or left when a removal failed): a sweep shortly after start, then every few hours. Several
// instances may sweep at once; removals are idempotent, and only day-old files are touched.
import type { ImageReferencesRepo } from './image-references.repo.ts';
import type { ImagesService } from './images.service.ts';

/** Younger files are never swept: their form may still be open. */
const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;
const FIRST_SWEEP_AFTER_MS = 60 * 1000;
const SWEEP_EVERY_MS = 6 * 60 * 60 * 1000;

type Log = { info(message: string): void; error(details: object, message: string): void };

export function createOrphanSweeper(images: ImagesService, references: ImageReferencesRepo, log: Log) {
  let first: NodeJS.Timeout | undefined;
  let every: NodeJS.Timeout | undefined;

  async function sweep(now = Date.now()): Promise<string[]> {
    try {
      const { removed } = await images.sweepOrphans(
        await references.urlsInUse(),
        new Date(now - ORPHAN_AGE_MS),
      );
      if (removed.length > 0) log.info(`removed ${removed.length} orphaned image file(s)`);
      return removed;
    } catch (error) {
      log.error({ err: error }, 'orphaned image sweep failed');
      return [];
    }
  }

  return {
    sweep,
    start() {
      first = setTimeout(() => void sweep(), FIRST_SWEEP_AFTER_MS).unref();
      every = setInterval(() => void sweep(), SWEEP_EVERY_MS).unref();
    },
    stop() {
      clearTimeout(first);
      clearInterval(every);
    },
  };
}
