// Points every lucide-react icon module's component factory at the app's lean one
// (src/web/lib/lean-lucide-icon.ts, which says why), in the browser's build and the server's
// rendering build alike, so both draw the same markup. The icon modules import the factory as
// '../createLucideIcon.mjs'; nothing else of lucide's rendering (Icon, its attribute builder, its
// context) is then bundled. See docs/decisions/005-storefront-first-load.md.
import { fileURLToPath } from 'node:url';

const LEAN_FACTORY = fileURLToPath(new URL('../src/web/lib/lean-lucide-icon.ts', import.meta.url));
const LUCIDE_ICON_MODULE = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][a-z0-9-]+\.mjs$/;

/** The Vite plugin. */
export function leanLucideIcons() {
  return {
    name: 'lean-lucide-icons',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../createLucideIcon.mjs' && importer && LUCIDE_ICON_MODULE.test(importer))
        return LEAN_FACTORY;
      return null;
    },
  };
}
