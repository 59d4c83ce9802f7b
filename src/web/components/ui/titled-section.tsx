// A part of a page named by its own heading (aria-labelledby), so a screen reader lists it as a
// region under that name. The id stays the caller's: pages and tests link to it.
import type { ReactNode } from 'react';

type Props = {
  id: string;
  title: ReactNode;
  /** The heading's level where the section stands: h2 on a page, h3 inside a dialog. */
  level: 'h2' | 'h3';
  headingClassName: string;
  className?: string;
  children: ReactNode;
};

export function TitledSection({ id, title, level: Heading, headingClassName, className, children }: Props) {
  return (
    <section aria-labelledby={id} className={className}>
      <Heading id={id} className={headingClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
