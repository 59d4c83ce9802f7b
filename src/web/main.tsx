// The browser entry, kept tiny. On the server-rendered storefront the application script is
// fetched only once the first product pictures have painted: on a slow phone connection those
// pictures (the largest contentful paint) then do not share the bandwidth and the main thread
// with ~105 KB of script, and the page is readable meanwhile. See
// docs/decisions/005-storefront-first-load.md.
import './styles/app.css';
import { addBeforeReact } from '#web/features/store/cart/early-add.ts';

// zod (the forms' and answers' schemas, in lazy chunks) probes whether it may compile parsers
// with new Function(); our Content-Security-Policy forbids eval, so the probe is refused and the
// browser logs a violation. Set before any chunk loads zod (it reads this global's settings when a
// schema is made), so it never probes and parses without compiling.
(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = { jitless: true };

/** Longest the script waits for the pictures: a stalled picture must not keep the page inert. */
const MAX_PICTURE_WAIT_MS = 2500;

let started: Promise<void> | undefined;
/** Set when a tap is held: the customer is waiting, so the page hydrates without yielding. */
let tapWaiting = false;
let markStarted = () => {};
/** Settles once React listens on the page (hydrateRoot has been called). */
const appStarted = new Promise<void>((resolve) => {
  markStarted = resolve;
});
const start = () => {
  started ??= pageParsed()
    .then(() => import('./start-app.tsx'))
    .then((m) => m.startApp(pageRoot(), () => tapWaiting))
    .then(markStarted);
  return started;
};

// This script is async in the page's head: it may run before the page below it has arrived. The
// taps are held from now on; the rest waits for the page.
holdEarlyTaps();
void pageParsed().then(() => {
  if (pageRoot().firstElementChild) void afterFirstPictures().then(start);
  else void start();
});

// The service worker (offline menu, push messages) after everything the page needs: once it has
// loaded and the browser has a quiet moment. Not in development, where Vite serves no worker.
if (import.meta.env.PROD && 'serviceWorker' in navigator)
  addEventListener('load', () =>
    (window.requestIdleCallback ?? setTimeout)(() =>
      import('./lib/register-service-worker.ts').then((m) => m.registerServiceWorker()),
    ),
  );

function afterFirstPictures(): Promise<void> {
  // The server marks the pictures above the fold with fetchpriority="high" (and preloads them).
  const pictures = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  const decoded = Promise.all(pictures.map((img) => img.decode().catch(() => undefined)));
  const capped = new Promise((resolve) => setTimeout(resolve, MAX_PICTURE_WAIT_MS));
  // Then one painted frame (rAF runs before the paint, the timeout after it); a hidden tab runs
  // no frames, so the timeout alone also lets it through.
  return Promise.race([decoded, capped]).then(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => setTimeout(resolve, 0));
        setTimeout(resolve, 250);
      }),
  );
}

/**
 * A tap on the server-rendered page before the application has started (ADD, the cart, Sign in:
 * buttons that do nothing without script) is never lost, and the application starts at once,
 * without waiting for the pictures. A card's one-tap ADD takes effect at once: the item goes into
 * the cart and the cart button shows it (early-add.ts). Any other tap is kept and made again as
 * soon as React listens, which hydrates the part of the page holding the button first.
 * Links and form fields keep their own behaviour. See docs/decisions/005-storefront-first-load.md.
 */
function holdEarlyTaps() {
  const held: HTMLElement[] = [];
  const buttonOf = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest('button') : null;
    return target?.closest('#root') && target.type === 'button' ? target : null;
  };
  // The script starts loading as the finger goes down, before the click that follows it.
  const early = (event: Event) => {
    if (buttonOf(event)) void start();
  };
  const hold = (event: Event) => {
    const button = buttonOf(event);
    if (!button) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    void start();
    if (addBeforeReact(button)) return;
    tapWaiting = true;
    if (!held.includes(button)) held.push(button);
  };
  addEventListener('pointerdown', early, { capture: true, passive: true });
  addEventListener('click', hold, { capture: true });
  // Says that taps are held from now on (browser tests wait for it or for data-hydrated).
  document.documentElement.dataset.tapsHeld = 'true';
  void appStarted.then(() => {
    delete document.documentElement.dataset.tapsHeld;
    removeEventListener('pointerdown', early, { capture: true });
    removeEventListener('click', hold, { capture: true });
    for (const button of held) if (button.isConnected) button.click();
  });
}

function pageParsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) =>
    document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }),
  );
}

function pageRoot(): HTMLElement {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  return root;
}
