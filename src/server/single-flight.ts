/**
 * Runs `work` once at a time on this instance: a call while a run is in progress joins it instead
 * of starting another, so a sweep started by its timer and by hand at once does its work once.
 */
export function singleFlight<T>(work: () => Promise<T>) {
  let running: Promise<T> | undefined;
  return {
    run(): Promise<T> {
      running ??= work().finally(() => {
        running = undefined;
      });
      return running;
    },
    /** The run in progress, if any: what closing waits for. */
    inFlight(): Promise<T> | undefined {
      return running;
    },
  };
}
