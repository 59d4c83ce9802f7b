// Starts the application in the browser: hydrates the server-rendered storefront, or renders the
// pages that arrive empty (sign-in, staff area). Loaded by main.tsx.
import { startTransition } from 'react';
import { BrowserRouter } from 'react-router';
import { DEFAULT_LANGUAGE, LANGUAGE_TAGS } from '#shared/i18n/languages.ts';
import { App } from './app/app.tsx';
import { loadWords } from './lib/i18n/load-words.ts';
import { startLanguage } from './lib/i18n/start-language.ts';
import { createQueryClient } from './lib/query-client.ts';

export async function startApp(root: HTMLElement, tapWaiting: () => boolean = () => false) {
  // react-dom's chunk arrives with this one, but its start-up (over half of the script's work)
  // runs in a task of its own rather than adding to this module's evaluation: two shorter tasks
  // instead of one long one on a slow phone.
  await new Promise((resolve) => setTimeout(resolve, 0));
  // A page in Hindi or Marathi waits for its words, which load beside react-dom's chunk.
  // Words that cannot be fetched (a dropped connection) leave the page in English, not blank.
  const chosen = startLanguage(location.pathname);
  const [{ createRoot, hydrateRoot }, loaded] = await Promise.all([
    import('react-dom/client'),
    loadWords(chosen).then(
      (words) => ({ language: chosen, words }),
      () => ({ language: DEFAULT_LANGUAGE, words: {} }),
    ),
  ]);
  const { language, words } = loaded;
  // The server set it on the pages it renders; the others come as English.
  document.documentElement.lang = LANGUAGE_TAGS[language];
  const app = (
    <App
      language={language}
      words={words}
      queryClient={createQueryClient()}
      router={(routes) => <BrowserRouter>{routes}</BrowserRouter>}
    />
  );
  // Hydrating as a transition lets React yield to the browser every few milliseconds instead of
  // holding the main thread for the whole page (Lighthouse's total blocking time). Not when a tap
  // is held (main.tsx): the customer is waiting for it, and hydrating without yielding brought the
  // tap's effect about 100 ms sooner under the 4x slowdown (median of 7 runs of first-tap.e2e.ts).
  const hydrate = () => {
    hydrateRoot(root, app);
  };
  if (!root.firstElementChild) createRoot(root).render(app);
  else if (tapWaiting()) hydrate();
  else startTransition(hydrate);
}
