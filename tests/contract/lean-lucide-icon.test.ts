// The lean icon factory (src/web/lib/lean-lucide-icon.ts) against lucide-react's own: the same
// markup for every icon the app imports, with the props icons are given.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ComponentType, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import createLucideIcon from '#web/lib/lean-lucide-icon.ts';

const webDir = fileURLToPath(new URL('../../src/web', import.meta.url));

/** Every icon the app imports, by its module name ('star' for 'lucide-react/icons/star'). */
function iconsTheAppUses(): string[] {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name))
        for (const match of readFileSync(file, 'utf8').matchAll(/from 'lucide-react\/icons\/([a-z0-9-]+)'/g))
          names.add(match[1]!);
    }
  };
  walk(webDir);
  return [...names].sort();
}

type IconModule = {
  default: ComponentType<Record<string, unknown>>;
  __iconData: Parameters<typeof createLucideIcon>[0];
};

const ICONS_DIR = fileURLToPath(new URL('../../node_modules/lucide-react/dist/esm/icons/', import.meta.url));

/** An icon's module; an old name is a module re-exporting the icon's own. */
async function iconModule(name: string): Promise<IconModule> {
  const renamed = /export \{ default \} from '\.\/([a-z0-9-]+)\.mjs'/.exec(
    readFileSync(join(ICONS_DIR, `${name}.mjs`), 'utf8'),
  );
  return (await import(/* @vite-ignore */ join(ICONS_DIR, `${renamed?.[1] ?? name}.mjs`))) as IconModule;
}

const PROPS: Record<string, unknown>[] = [
  {},
  { className: 'h-4 w-4 text-brand-700' },
  { 'aria-hidden': 'true', className: 'h-5 w-5' },
  { 'aria-label': 'Close', role: 'img' },
  { size: 18, strokeWidth: 2.5, color: '#c2410c' },
  { size: 32, absoluteStrokeWidth: true, className: 'lucide extra  spaced' },
  { width: 20, height: 16, 'data-x': 'y', focusable: 'false' },
];

describe('the lean icon factory', () => {
  const icons = iconsTheAppUses();

  it('finds the icons the app uses', () => {
    expect(icons.length).toBeGreaterThan(20);
    expect(icons).toContain('star');
  });

  it("draws every one of them as lucide's own component does, attribute for attribute", async () => {
    for (const name of icons) {
      const lucide = await iconModule(name);
      const Lean = createLucideIcon(lucide.__iconData);
      const Original = lucide.default as ComponentType<Record<string, unknown>> & { displayName?: string };
      // lucide's own factory names its components (ours does not): the comparison is with lucide.
      expect(Original.displayName, name).toMatch(/^[A-Z]/);
      for (const props of PROPS) {
        expect(renderToStaticMarkup(createElement(Lean, props)), `${name} ${JSON.stringify(props)}`).toBe(
          renderToStaticMarkup(createElement(Original, props)),
        );
      }
      expect(renderToStaticMarkup(createElement(Lean, null, createElement('title', null, 'Named')))).toBe(
        renderToStaticMarkup(createElement(Original, null, createElement('title', null, 'Named'))),
      );
    }
  });
});
