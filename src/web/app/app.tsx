// The whole application tree, shared by the browser (main.tsx) and the server renderer
// (entry-server.tsx): the two must be identical for hydration (useId values depend on it).
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode, useEffect } from 'react';
import type { Language } from '#shared/i18n/languages.ts';
import { LanguageProvider } from '#web/lib/i18n/language-context.tsx';
import type { Words } from '#web/lib/i18n/translate.ts';
import { ErrorBoundary } from './error-page.tsx';
import { AppRoutes } from './router.tsx';

// Marks the page interactive once React has taken over the server's markup; browser tests wait
// for it so a click never lands on markup that has no handlers yet.
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

type Props = {
  /** The storefront's language and its words (the staff area stays English). */
  language: Language;
  words: Words;
  queryClient: QueryClient;
  /** Wraps the routes in the browser's or the server's router. */
  router: (routes: ReactNode) => ReactNode;
};

export function App({ language, words, queryClient, router }: Props) {
  return (
    <StrictMode>
      {/* Outside the error boundary, so its page speaks the storefront's language too. */}
      <LanguageProvider language={language} words={words}>
        <ErrorBoundary>
          <QueryClientProvider client={queryClient}>
            {router(
              <>
                <AppRoutes />
                <HydrationMark />
              </>,
            )}
          </QueryClientProvider>
        </ErrorBoundary>
      </LanguageProvider>
    </StrictMode>
  );
}
