// The storefront following the server while it is open (the live stream, menu and settings re-read
// on a change): a chunk of its own, loaded once the page has hydrated, out of the first load
// (docs/decisions/005-storefront-first-load.md).
import { useLiveStorefront } from '#web/features/store/shared/api/live-storefront.ts';
import { usePublicStream } from '#web/lib/public-stream-connection.ts';

export function LiveStorefront() {
  usePublicStream();
  useLiveStorefront();
  return null;
}
