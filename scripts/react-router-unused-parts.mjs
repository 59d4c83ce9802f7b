// Lets the bundler drop the parts of react-router's production build that nothing here uses
// (vite.config.ts). rolldown keeps a module's code whole in one chunk, and react-router's module
// loads with the storefront, so everything kept of it is first-load script. Two kinds of top-level
// statements kept unused code alive: `X.displayName = "X"` (a name for React's developer tools,
// written on every component and context, e.g. Form and ScrollRestoration) and calls the bundler
// cannot prove free of effects (React.forwardRef, React.createContext, new Set...), marked pure
// here. 1.5 KB gzipped of the first load; see docs/decisions/005-storefront-first-load.md.

/** react-router's one module of code (dist/production/index.mjs only re-exports it). */
const REACT_ROUTER_MODULE = /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[\w-]+\.mjs$/;
const UNMARKED_PURE_CALL =
  /^(var \w+ = )((?:React\d*\.(?:createContext|memo|forwardRef)|Object\.getOwnPropertyNames|new (?:URL|Set))\()/gm;
const DISPLAY_NAME = /^\w+\.displayName = "[\w.]+";$/gm;

/** The module's code with those statements made removable. */
export function withoutUnusedPartsKept(code) {
  return code.replace(UNMARKED_PURE_CALL, '$1/* @__PURE__ */ $2').replace(DISPLAY_NAME, '');
}

/** The Vite plugin applying it to react-router's module in a build. */
export function reactRouterUnusedParts() {
  return {
    name: 'react-router-unused-parts',
    apply: 'build',
    transform(code, id) {
      if (!REACT_ROUTER_MODULE.test(id)) return null;
      return { code: withoutUnusedPartsKept(code), map: null };
    },
  };
}
