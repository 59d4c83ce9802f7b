// The build's react-router transform (scripts/react-router-unused-parts.mjs): with it, a bundle
// that uses only the router's components and hooks keeps none of react-router's form and link
// code; without it, their displayName assignments keep them. A react-router update
// that changes how its build is written shows up here rather than as a quietly larger first load.
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { reactRouterUnusedParts } from '#scripts/react-router-unused-parts.mjs';

const ENTRY = 'virtual:router-use';
const REACT_ROUTER_PRODUCTION = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

/** What the app takes from react-router, bundled (React left out) and minified. */
async function bundle(withTransform: boolean): Promise<string> {
  const build = await rolldown({
    input: ENTRY,
    external: ['react', 'react-dom'],
    plugins: [
      {
        name: 'entry',
        resolveId: (id) => (id === ENTRY ? id : id === 'react-router' ? REACT_ROUTER_PRODUCTION : null),
        load: (id) =>
          id === ENTRY
            ? "export { BrowserRouter, Routes, Route, Navigate, useHref, useLinkClickHandler, useLocation, useNavigate, useParams, useResolvedPath, useSearchParams } from 'react-router';"
            : null,
      },
      ...(withTransform ? [reactRouterUnusedParts()] : []),
    ],
  });
  const { output } = await build.generate({ format: 'esm', minify: true });
  await build.close();
  return output[0].code;
}

// Strings only the form code (<Form>, useSubmit) and <NavLink>'s view transitions hold.
const FORM_CODE = 'application/x-www-form-urlencoded';
const NAV_LINK_CODE = 'useViewTransitionState';

describe('react-router in the build', () => {
  it('keeps its form and link code only without the transform', async () => {
    const kept = await bundle(false);
    expect(kept).toContain(FORM_CODE);
    expect(kept).toContain(NAV_LINK_CODE);

    const trimmed = await bundle(true);
    expect(trimmed).not.toContain(FORM_CODE);
    expect(trimmed).not.toContain(NAV_LINK_CODE);
    expect(trimmed.length).toBeLessThan(kept.length * 0.9);
  });
});
