// Runs the retention deletions (retention.repo.ts) a little after start and then every hour, on
// every instance; the repo lets one instance at a time do the work. A failure is logged and the
// next round tries again.
import { singleFlight } from '#server/single-flight.ts';
import { type RetentionRepo, type RetentionReport, UNATTACHED_DOOR_PHOTO_DAYS } from './retention.repo.ts';

export type RetentionSweeperOptions = {
  /** The first sweep after start (off the restart's path). */
  firstAfterMs?: number;
  everyMs?: number;
};

const DEFAULTS = {
  firstAfterMs: 2 * 60_000,
  everyMs: 60 * 60_000,
} satisfies Required<RetentionSweeperOptions>;

type Log = { info(message: string): void; error(details: object, message: string): void };

export function createRetentionSweeper(deps: {
  repo: RetentionRepo;
  now: () => Date;
  log: Log;
  options?: RetentionSweeperOptions;
  /** Removes a stored file by its /uploads path (a door photo let go); a missing one is no error. */
  removeUpload?: (path: string) => Promise<void>;
  /** The stored door photos (their /uploads paths and times), to find those never attached. */
  listDoorPhotos?: () => Promise<{ path: string; modifiedAt: Date }[]>;
}) {
  const { repo, now, log, removeUpload, listDoorPhotos } = deps;

  /**
   * Door photos uploaded over a day ago that no failed delivery names: a photo retaken, or a
   * Couldn't deliver never tapped. Attached ones go with their delivery after DOOR_PHOTO_DAYS.
   */
  async function removeUnattached(at: Date): Promise<number> {
    if (!listDoorPhotos || !removeUpload) return 0;
    const before = at.getTime() - UNATTACHED_DOOR_PHOTO_DAYS * 24 * 60 * 60_000;
    const old = (await listDoorPhotos()).filter((p) => p.modifiedAt.getTime() < before).map((p) => p.path);
    const attached = await repo.attachedDoorPhotos(old);
    let removed = 0;
    for (const path of old) {
      if (attached.has(path)) continue;
      await removeUpload(path).then(
        () => removed++,
        (error: unknown) =>
          log.error({ err: error, path }, 'retention: an unused door photo could not be removed'),
      );
    }
    return removed;
  }
  const options = { ...DEFAULTS, ...deps.options };
  let first: NodeJS.Timeout | undefined;
  let every: NodeJS.Timeout | undefined;

  async function sweepOnce(): Promise<RetentionReport | undefined> {
    try {
      const report = await repo.sweep(now());
      if (!report) return report;
      for (const path of report.doorPhotos) {
        // Let go in the database already: a file left by a failure costs disk, never shows.
        await removeUpload?.(path).catch((error: unknown) =>
          log.error({ err: error, path }, 'retention: a door photo could not be removed'),
        );
      }
      const unattached = await removeUnattached(now());
      const { doorPhotos, ...counts } = report;
      if (doorPhotos.length > 0 || unattached > 0 || Object.values(counts).some((n) => n > 0))
        log.info(
          `retention: deleted ${report.codes} expired sign-in code(s), ${report.sessions} expired session(s), ` +
            `${report.pushSubscriptions} unused push subscription(s), ${report.signInLogs} year-old sign-in log entries, ` +
            `${report.riderPositions} old rider position(s), ${doorPhotos.length} old door photo(s), ${unattached} unused door photo(s)`,
        );
      return report;
    } catch (error) {
      log.error({ err: error }, 'retention sweep failed');
      return undefined;
    }
  }

  /** One sweep now; one already running on this instance is joined, not doubled. */
  const sweeps = singleFlight(sweepOnce);
  const sweep = (): Promise<RetentionReport | undefined> => sweeps.run();

  return {
    sweep,
    start() {
      first ??= setTimeout(() => void sweep(), options.firstAfterMs).unref();
      every ??= setInterval(() => void sweep(), options.everyMs).unref();
    },
    /** Stops the timers and waits for a sweep in progress, so the database closes after it. */
    async stop() {
      clearTimeout(first);
      clearInterval(every);
      first = undefined;
      every = undefined;
      await sweeps.inFlight();
    },
  };
}

export type RetentionSweeper = ReturnType<typeof createRetentionSweeper>;
