import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

// Shown for unmatched routes and for errors thrown while rendering a route.
export function ErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <p aria-hidden="true" className="text-5xl">
        ☕
      </p>
      <h1 className="text-2xl font-bold">Unexpected Application Error!</h1>
      <p className="text-stone-700">
        {notFound ? 'This page does not exist.' : 'Something went wrong. Please try again later'}
      </p>
      <Link
        to="/"
        className="rounded-xl bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        Back to the menu
      </Link>
    </main>
  );
}

export function NotFoundRoute(): never {
  throw new Response('Not Found', { status: 404 });
}
