// The card around a table of its own on the analytics page; its title names the region, so a
// screen reader can jump to 'Payment methods'. It may be narrower than its table (min-w-0, in a
// grid): a wide table scrolls inside it rather than widening the page on a phone.
import { type ReactNode, useId } from 'react';

export function TableCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-2xl bg-white p-5 shadow-sm">
      <h3 id={headingId} className="mb-3 font-bold">
        {title}
      </h3>
      {children}
    </section>
  );
}
