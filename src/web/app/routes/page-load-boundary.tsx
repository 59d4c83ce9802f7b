// A staff page whose chunk could not be fetched. The usual cause is a new release: a staff tab
// left open all shift still names the previous build's files, which are gone from the server. One
// reload fetches the new build; a second failure soon after (the network, not a release) says so
// and offers Reload rather than a blank page, keeping the layout, the live board and the bell.
// Any other error while a staff page renders is a fault nobody foresaw: the Admin Portal's 'An
// unexpected error occurred' (docs/product.md#staff-area), with Reload, and no automatic reload.
import { Component, type ReactNode } from 'react';

/** The Admin Portal's words for an error nobody foresaw. */
export const UNEXPECTED_ERROR = 'An unexpected error occurred';

/**
 * Whether `error` is a page's chunk that could not be fetched: the messages Chromium, Firefox and
 * Safari give a failed dynamic import, and a failed CSS preload of one (Vite's).
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|error loading dynamically|importing a module script failed|unable to preload css/i.test(
    message,
  );
}

const RELOADED_AT = 'chai.staff-page-reloaded-at';
/** A second failure within this long of an automatic reload is shown, not reloaded again. */
const RELOAD_AGAIN_AFTER_MS = 60_000;

/** Reloads the page once for a chunk that failed to load; false when it just did so. */
export function reloadForNewBuild(): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (Date.now() - last < RELOAD_AGAIN_AFTER_MS) return false;
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  } catch {
    return false; // storage refused: never risk a reload loop
  }
  window.location.reload();
  return true;
}

type State = { failed: false } | { failed: true; chunk: boolean };

export class PageLoadBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, chunk: isChunkLoadError(error) };
  }

  override componentDidCatch(error: unknown) {
    if (isChunkLoadError(error)) reloadForNewBuild();
    else console.error('Unexpected error in the staff area', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (!this.state.chunk) return <Failure title={UNEXPECTED_ERROR} hint="Reload the page to try again." />;
    return <Failure title="This page could not be loaded." hint="Check the connection, then reload." />;
  }
}

function Failure({ title, hint }: { title: string; hint: string }) {
  return (
    <div role="alert" className="mx-auto max-w-md p-8 text-center text-stone-800">
      <h1 className="text-lg font-bold">{title}</h1>
      <p className="mt-1 text-sm">{hint}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-4 h-11 rounded-xl bg-brand-700 px-5 font-bold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-900"
      >
        Reload
      </button>
    </div>
  );
}
