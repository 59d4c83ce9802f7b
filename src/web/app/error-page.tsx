import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useT } from '#web/lib/i18n/language-context.tsx';

// Shown for unmatched routes and for errors thrown while rendering (docs/product.md#storefront: a
// generic unexpected-application-error page). A plain link, so it works even when the router is broken.
export function ErrorPage({ notFound = false }: { notFound?: boolean }) {
  const t = useT();
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <p aria-hidden="true" className="text-5xl">
        ☕
      </p>
      <h1 className="text-2xl font-bold">{t('Unexpected Application Error!')}</h1>
      <p className="text-stone-700">
        {notFound ? t('This page does not exist.') : t('Something went wrong. Please try again later')}
      </p>
      <a
        href="/"
        className="rounded-xl bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        {t('Back to the menu')}
      </a>
    </main>
  );
}

export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unexpected application error', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorPage /> : this.props.children;
  }
}
