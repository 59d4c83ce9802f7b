// Registers the service worker (src/web/sw.ts, docs/decisions/024-installable-app.md). Loaded by
// main.tsx as a chunk of its own once the page has loaded and the browser is idle, so it adds
// nothing to the storefront's first load. A new version found here waits: it takes over when no
// tab runs the old one (the next visit), never in the middle of one.
export function registerServiceWorker(): void {
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
    // The shop works without it (no offline menu, no push messages): say why, and carry on.
    console.warn('The service worker could not be registered', error);
  });
}
