// A table wider than a phone scrolls inside its own box, which takes focus so a keyboard can
// scroll it (the promise report's tables, the month end's GSTR-1 tables).
import type { ReactNode } from 'react';

export function ScrollingRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable (WCAG 2.1.1)
      tabIndex={0}
      className="overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      {children}
    </section>
  );
}
