// Starts the application in the browser: hydrates the server-rendered storefront, or renders the
// pages that arrive empty (sign-in, staff area). Loaded by main.tsx.
import { startTransition } from 'react';
import { BrowserRouter } from 'react-router';
import { App } from './app/app.tsx';
import { createQueryClient } from './lib/query-client.ts';

export async function startApp(root: HTMLElement) {
  // react-dom's chunk arrives with this one, but its start-up (over half of the script's work)
  // runs in a task of its own rather than adding to this module's evaluation: two shorter tasks
  // instead of one long one on a slow phone.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  const app = (
    <App queryClient={createQueryClient()} router={(routes) => <BrowserRouter>{routes}</BrowserRouter>} />
  );
  // Hydrating as a transition lets React yield to the browser every few milliseconds instead of
  // holding the main thread for the whole page (Lighthouse's total blocking time).
  if (root.firstElementChild)
    startTransition(() => {
      hydrateRoot(root, app);
    });
  else createRoot(root).render(app);
}
