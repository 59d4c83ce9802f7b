import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lazyStorefrontRenderer } from './storefront-renderer.ts';

const dirs: string[] = [];
function ssrDir(entry: string | undefined): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chai-ssr-'));
  dirs.push(dir);
  if (entry !== undefined) fs.writeFileSync(path.join(dir, 'entry-server.js'), entry);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('lazyStorefrontRenderer', () => {
  it('loads the build on the first call only, and every caller gets the same function', async () => {
    const dir = ssrDir(
      'globalThis.__ssrLoads = (globalThis.__ssrLoads ?? 0) + 1;\n' +
        'export const renderStorefront = (url) => `<p>${url}</p>`;\n',
    );
    const renderer = lazyStorefrontRenderer(dir, () => {
      throw new Error('should load');
    });
    const g = globalThis as { __ssrLoads?: number };
    expect(g.__ssrLoads).toBeUndefined();
    const [first, second] = await Promise.all([renderer(), renderer()]);
    expect(first).toBe(second);
    expect(await renderer()).toBe(first);
    expect(g.__ssrLoads).toBe(1);
    expect(first?.('/', { settings: {} as never, language: 'en' })).toBe('<p>/</p>');
  });

  it('is undefined without a build', async () => {
    const failures: unknown[] = [];
    expect(await lazyStorefrontRenderer(undefined, (e) => failures.push(e))()).toBeUndefined();
    expect(await lazyStorefrontRenderer(ssrDir(undefined), (e) => failures.push(e))()).toBeUndefined();
    expect(failures).toEqual([]);
  });

  it('reports a build that fails to load once, and pages go on without it', async () => {
    const failures: unknown[] = [];
    const renderer = lazyStorefrontRenderer(ssrDir('throw new Error("broken build");\n'), (e) =>
      failures.push(e),
    );
    expect(await renderer()).toBeUndefined();
    expect(await renderer()).toBeUndefined();
    expect(failures).toHaveLength(1);
    expect(String(failures[0])).toContain('broken build');
  });
});
