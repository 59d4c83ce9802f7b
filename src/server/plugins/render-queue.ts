// Page renders one at a time, each in a turn of its own: a render holds the one thread for tens
// of milliseconds (about 200 ms cold), and when 32 requests that each need one arrive together,
// running them back to back kept every other request (a customer's menu, an order) waiting for all
// of them: over a second, measured (issue 36). Between two renders the event loop reads its
// sockets, so another request waits at most for the one render in progress. Past `maxWaiting`
// queued renders a caller is told no, and serves the page the browser renders itself.
import { setImmediate as nextTurn } from 'node:timers/promises';

export const MAX_WAITING_RENDERS = 8;

export function createRenderQueue(maxWaiting = MAX_WAITING_RENDERS) {
  let tail: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  return {
    /** Whether a render asked for now would be queued rather than turned away. */
    hasRoom: () => waiting < maxWaiting,
    /** Runs `work` in its turn, or returns undefined when too many renders are already waiting. */
    run<T>(work: () => T): Promise<T> | undefined {
      if (waiting >= maxWaiting) return undefined;
      waiting++;
      const done = tail
        .then(() => nextTurn())
        .then(() => {
          try {
            return work();
          } finally {
            waiting--;
          }
        });
      tail = done.catch(() => {});
      return done;
    },
  };
}
