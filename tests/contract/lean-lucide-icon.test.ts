// The lean icon factory (src/web/lib/lean-lucide-icon.ts) against lucide-react's own: the same
// markup for every icon the app imports, with every prop lucide's icons take, and the ref handed on.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ComponentType, createElement, createRef } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import createLucideIcon from '#web/lib/lean-lucide-icon.ts';

const ICONS_DIR = fileURLToPath(new URL('../../node_modules/lucide-react/dist/esm/icons/', import.meta.url));

type IconData = Parameters<typeof createLucideIcon>[0];
type IconModule = {
  default: ComponentType<Record<string, unknown>> & { displayName?: string };
  __iconData?: IconData;
};

const webDir = fileURLToPath(new URL('../../src/web', import.meta.url));

/** The package's index: which icon module each exported name is ('ChartColumn' -> chart-column). */
function moduleOfExportedName(): Map<string, string> {
  const index = readFileSync(join(ICONS_DIR, '..', 'lucide-react.mjs'), 'utf8');
  const modules = new Map<string, string>();
  for (const [, names, file] of index.matchAll(/export \{ ([^}]+) \} from '\.\/icons\/([a-z0-9-]+)\.mjs'/g))
    for (const [, name] of names!.matchAll(/default as (\w+)/g)) modules.set(name!, file!);
  return modules;
}

/**
 * Every icon the app imports: by path ('lucide-react/icons/star', the storefront) or by name from
 * the package's index (the staff area). Both end in the icon's own module, so both go through the
 * lean factory in a build.
 */
function iconsTheAppUses(): string[] {
  const byName = moduleOfExportedName();
  const modules = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name)) {
        const code = readFileSync(file, 'utf8');
        for (const [, name] of code.matchAll(/from 'lucide-react\/icons\/([a-z0-9-]+)'/g)) modules.add(name!);
        for (const [, names] of code.matchAll(/import \{([^}]+)\} from 'lucide-react'/g))
          for (const imported of names!.split(',')) {
            const name = imported.trim().split(/\s+as\s+/)[0]!;
            if (!name || name.startsWith('type ')) continue;
            const module = byName.get(name);
            expect(module, `lucide-react exports ${name}`).toBeDefined();
            modules.add(module!);
          }
      }
    }
  };
  walk(webDir);
  return [...modules].sort();
}

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
  { 'aria-hidden': false },
  { 'aria-label': 'Close', role: 'img' },
  { size: 18, strokeWidth: 2.5, color: '#c2410c' },
  { size: 32, absoluteStrokeWidth: true, className: 'lucide extra  spaced' },
  { width: 20, height: 16, 'data-x': 'y', focusable: 'false' },
  { nonScalingStroke: true, className: 'h-4 w-4' },
];

const named = (text: string) => createElement('title', { key: 't' }, text);

describe('the lean icon factory', () => {
  const icons = iconsTheAppUses();

  it('finds the icons the app uses, by path and by name', () => {
    expect(icons.length).toBeGreaterThan(40);
    // 'star' by path (a card's rating), 'chart-column' by name (the staff area's analytics).
    for (const name of ['star', 'chart-column']) expect(icons).toContain(name);
  });

  it('draws every icon as lucide’s own component does, attribute for attribute', async () => {
    for (const name of icons) {
      const lucide = await iconModule(name);
      const Original = lucide.default;
      // lucide's factory names its components from the icon's name, and so does ours; the module
      // imported here is lucide's (the build plugin does not run under the tests).
      const Lean = createLucideIcon(lucide.__iconData!);
      expect((Lean as { displayName?: string }).displayName, name).toBe(Original.displayName);
      for (const props of PROPS) {
        expect(renderToStaticMarkup(createElement(Lean, props)), `${name} ${JSON.stringify(props)}`).toBe(
          renderToStaticMarkup(createElement(Original, props)),
        );
      }
      expect(renderToStaticMarkup(createElement(Lean, null, named('Named')))).toBe(
        renderToStaticMarkup(createElement(Original, null, named('Named'))),
      );
      expect(
        renderToStaticMarkup(createElement(Lean, null, [named('A'), createElement('desc', { key: 'd' })])),
      ).toBe(
        renderToStaticMarkup(
          createElement(Original, null, [named('A'), createElement('desc', { key: 'd' })]),
        ),
      );
    }
  });

  it('hands its ref the <svg> element', async () => {
    const lucide = (await import(/* @vite-ignore */ join(ICONS_DIR, 'star.mjs'))) as IconModule;
    const Lean = createLucideIcon(lucide.__iconData!);
    // Rendered on the server, a ref is never set; forwardRef's render function receives it, which
    // is what React attaches in the browser. Checked through the element React builds.
    const ref = createRef<SVGSVGElement>();
    const element = (
      Lean as unknown as { render: (props: object, ref: unknown) => { props: { ref: unknown } } }
    ).render({}, ref);
    expect(element.props.ref).toBe(ref);
  });
});
