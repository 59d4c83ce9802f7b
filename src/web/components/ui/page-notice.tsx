// What a page that shows one thing (a bill, an order to pay) says instead of it: still loading, or
// why it cannot be shown, with what the reader can do about it.
import { type ReactNode, useId } from 'react';

export function PageLoading({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="p-8 text-center text-stone-600">
      {children}
    </p>
  );
}

export function PageNotice({ title, children }: { title: string; children?: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mx-auto max-w-md space-y-4 py-12 text-center">
      <h1 id={id} className="text-2xl font-bold">
        {title}
      </h1>
      {children}
    </section>
  );
}
