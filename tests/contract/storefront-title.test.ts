import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STOREFRONT_TITLE } from '#web/lib/use-document-title.ts';

describe('STOREFRONT_TITLE', () => {
  it('is the title index.html is served with, which the tab goes back to from another page', () => {
    const html = readFileSync(new URL('../../src/web/index.html', import.meta.url), 'utf8');
    expect(html).toContain(`<title>${STOREFRONT_TITLE}</title>`);
  });
});
