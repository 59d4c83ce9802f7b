import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { isChunkLoadError, PageLoadBoundary, UNEXPECTED_ERROR } from './page-load-boundary.tsx';

function shown(error: unknown): string {
  const boundary = new PageLoadBoundary({ children: null });
  boundary.state = PageLoadBoundary.getDerivedStateFromError(error);
  return renderToStaticMarkup(boundary.render());
}

describe('a staff page that fails', () => {
  it('tells a chunk that could not be fetched from a fault in the page', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'name')"))).toBe(
      false,
    );
  });

  it("says the Admin Portal's 'An unexpected error occurred' for a fault, and 'could not be loaded' for a chunk", () => {
    expect(UNEXPECTED_ERROR).toBe('An unexpected error occurred');
    expect(shown(new TypeError("Cannot read properties of undefined (reading 'name')"))).toContain(
      UNEXPECTED_ERROR,
    );
    expect(shown(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toContain(
      'This page could not be loaded.',
    );
  });
});
