// A staff page whose chunk could not be fetched. The usual cause is a new release: a staff tab
// left open all shift still names the previous build's files, which are gone from the server. One
// reload fetches the new build; a second failure soon after (the network, not a release) says so
// and offers Reload rather than a blank page, keeping the layout, the live board and the bell.
import { Component, type ReactNode } from 'react';

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

type State = { failed: boolean };

export class PageLoadBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch() {
    reloadForNewBuild();
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="mx-auto max-w-md p-8 text-center text-stone-800">
        <h1 className="text-lg font-bold">This page could not be loaded.</h1>
        <p className="mt-1 text-sm">Check the connection, then reload.</p>
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
}
