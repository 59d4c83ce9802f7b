import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { leanLucideIcons } from './scripts/lean-lucide-icons.mjs';
import { reactRouterUnusedParts } from './scripts/react-router-unused-parts.mjs';

const API_PORT = Number(process.env.API_PORT ?? 3001);

// The storefront's application chunk (src/web/start-app.tsx, which the entry imports once the
// first pictures have painted) keeps every module it imports statically. Left alone, rolldown
// moves each module that a lazy chunk also uses into a small shared file: eight requests instead
// of one on the first load. See docs/decisions/005-storefront-first-load.md.
const APP_ENTRY = fileURLToPath(new URL('./src/web/start-app.tsx', import.meta.url));
const PAGE_ENTRY = fileURLToPath(new URL('./src/web/main.tsx', import.meta.url));
/** The application chunk the page entry loads (start-app.tsx): its files are fetched with it. */
const APP_CHUNK = /^assets\/start-app-[\w-]+\.js$/;
/** The page's own stylesheet (index.html's, named after it), inlined by the server or linked. */
const PAGE_STYLESHEET = /^assets\/index-[\w-]+\.css$/;
/** The staff area's chunk (src/web/app/routes/staff-routes.tsx), loaded lazily on /admin. */
const STAFF_AREA_CHUNK = /^assets\/staff-routes-[\w-]+\.js$/;

// TanStack Query's index imports every hook, so the static closure holds some that no first-load
// module calls: infinite queries (the staff area's paged orders) and mutations (dialogs and the
// staff area). Left to rolldown, they go to the lazy chunks that use them.
const LAZY_ONLY_LIBRARY_PARTS =
  /node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/].*[\\/](useInfiniteQuery|infiniteQueryObserver|infiniteQueryOptions|useMutation|mutationObserver)\.js$/;

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

function staticClosure(root: string, ctx: ModuleGraph): Set<string> {
  const modules = new Set<string>();
  const pending = [root];
  while (pending.length) {
    const next = pending.pop() as string;
    const info = ctx.getModuleInfo(next);
    if (!info || modules.has(next)) continue;
    modules.add(next);
    pending.push(...info.importedIds);
  }
  return modules;
}

// The page entry's own script modules stay in its file (the cart's store and rules, which it uses
// to add an item before React has started, features/store/cart/early-add.ts). Left alone, rolldown
// moved each one that lazy chunks also import into a small file of its own, which the entry had to
// fetch, one round trip later, before it could run. The group takes the entry module itself, so
// the group's file is the page's script (the stylesheet too: without it the entry was left a file
// holding the stylesheet alone, and the page named a script that was never written).
function pageEntryModules() {
  let modules: Set<string> | undefined;
  return (id: string, ctx: ModuleGraph) => {
    modules ??= staticClosure(PAGE_ENTRY, ctx);
    return modules.has(id) ? 'index' : null;
  };
}

function firstLoadChunk() {
  let modules: Set<string> | undefined;
  return (id: string, ctx: ModuleGraph) => {
    if (!modules) {
      // What the page's own entry imports (Vite's preload helper) must stay with the entry.
      const entry = staticClosure(PAGE_ENTRY, ctx);
      modules = new Set([...staticClosure(APP_ENTRY, ctx)].filter((m) => !entry.has(m)));
    }
    return modules.has(id) && !LAZY_ONLY_LIBRARY_PARTS.test(id) ? 'start-app' : null;
  };
}

// The service worker (src/web/sw.ts, docs/decisions/024-installable-app.md), built to /sw.js with
// the list of files it keeps: the app's page and the hashed files the storefront may need without
// a network. Not the staff area's chunks (most customers never open it, and it needs the network
// anyway), pictures (kept as they are shown) or the manifests' icons. The manifests are files in
// public/ and the page registers the worker itself (src/web/main.tsx), after the first paint.
function serviceWorker(): PluginOption[] {
  // Chunks the storefront can load: everything the page's entry reaches, statically or lazily,
  // except through the staff area's chunk. Found in the finished bundle, before the list is made.
  const storefrontChunks = new Set<string>();
  const storefrontReach: PluginOption = {
    name: 'storefront-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const pending = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
      while (pending.length) {
        const fileName = pending.pop() as string;
        const chunk = bundle[fileName];
        if (chunk?.type !== 'chunk' || storefrontChunks.has(fileName)) continue;
        if (STAFF_AREA_CHUNK.test(fileName)) continue;
        storefrontChunks.add(fileName);
        pending.push(...chunk.imports, ...chunk.dynamicImports);
      }
    },
  };
  const pwa = VitePWA({
    strategies: 'injectManifest',
    srcDir: '.',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      globPatterns: ['index.html', 'assets/*.{js,css}'],
      manifestTransforms: [
        async (entries) => ({
          manifest: entries.filter((entry) => !entry.url.endsWith('.js') || storefrontChunks.has(entry.url)),
          warnings: [],
        }),
      ],
      rollupFormat: 'iife',
    },
    devOptions: { enabled: false },
  });
  return [storefrontReach, pwa];
}

/**
 * The page's entry script at high priority. It is async in the head so that it runs while the page
 * is still arriving and holds an early tap (src/web/main.tsx); async scripts are fetched at low
 * priority, and Chromium holds those back while the first pictures (high priority) load, which
 * let a tap made in that moment be lost. Vite drops the attribute from the source's tag, so it is
 * put on the built one. 2.9 KB gzipped.
 */
function entryFetchedFirst(): PluginOption {
  return {
    name: 'entry-fetched-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(/<script async type="module"/, '<script async type="module" fetchpriority="high"'),
    },
  };
}

/**
 * The page's stylesheet is the page's, not a lazy chunk's. Vite counts it among the files of the
 * entry chunk (main.tsx imports it), and every lazy chunk that imports from the entry (its preload
 * helper) listed it as a file to load first. The loader looks for a <link> to it, finds none on a
 * page where the server inlined it as a <style>, and added the whole stylesheet again: 11 KB
 * fetched while the page started, each rule twice, and a restyle of every element (25-30 ms on
 * the bench host, four times that on the phone Lighthouse emulates). Every page already has it,
 * inlined or linked, so it is taken off the lists once index.html holds its <link> (Vite's
 * HTML step runs before `enforce: 'post'` plugins, the preload lists are written after them).
 */
function pageStylesheetNotReloaded(): PluginOption {
  return {
    name: 'page-stylesheet-not-reloaded',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      // The entry's file holds the entry module with the rest of the page's script (see
      // pageEntryModules), and is not marked as the entry: every chunk is looked at.
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.viteMetadata) continue;
        for (const css of [...chunk.viteMetadata.importedCss])
          if (PAGE_STYLESHEET.test(css)) chunk.viteMetadata.importedCss.delete(css);
      }
    },
  };
}

/**
 * React Router's production build. The package exports only its development build, whose warnings
 * for mistakes made while writing the app (and their long messages) are not behind a NODE_ENV
 * check, so a minifier cannot drop them: 1.1 KB gzipped of the storefront's first load. The
 * package ships the production build beside it (dist/production, the same code without them).
 */
const REACT_ROUTER_PRODUCTION = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

export default defineConfig(({ isSsrBuild, mode }) => ({
  root: 'src/web',
  publicDir: '../../public',
  plugins: [
    reactRouterUnusedParts(),
    leanLucideIcons(),
    react(),
    tailwindcss(),
    entryFetchedFirst(),
    pageStylesheetNotReloaded(),
    ...(isSsrBuild ? [] : [serviceWorker()]),
  ],
  // Bundled into the server's rendering build (not loaded from node_modules at run time), so the
  // server draws icons with the same lean factory as the browser (scripts/lean-lucide-icons.mjs).
  ssr: { noExternal: ['lucide-react'] },
  resolve: {
    alias: mode === 'production' ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] : [],
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // Hashed names under assets/ are served with a one-year immutable cache.
    assetsDir: 'assets',
    // Every browser the shop serves has <link rel="modulepreload"> (Chrome and Android's WebView
    // since 2018, Safari since 17); a browser without it fetches a lazy chunk's files one after
    // the other instead of together. The polyfill was 0.3 KB of the first load.
    // Only the application's own chunk is fetched with its files together (React comes with it):
    // the page starts one round trip sooner. Every other lazy chunk fetches the files it imports
    // itself, one step later, and only a chunk's stylesheet is listed: each listed file was a
    // name in the storefront's first load (1.6 KB of them) and a <link> added to the page when
    // the chunk was asked for, with the style work that brings, while the page was starting.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, deps) =>
        APP_CHUNK.test(file) ? deps : deps.filter((dep) => dep.endsWith('.css')),
    },
    rolldownOptions: {
      output: {
        // Seven hash characters, not eight: every lazy chunk's name is written into the first load's
        // preload lists, and hashes do not compress (about 0.05 KB gzipped over 75 names). Rolldown
        // refuses a length too short for the number of chunks (6 was, at 65).
        chunkFileNames: 'assets/[name]-[hash:7].js',
        codeSplitting: {
          // The group already holds the whole static closure; without this it would also pull in
          // Vite's preload helper, which the page entry imports, and so load with the entry.
          includeDependenciesRecursively: false,
          groups: [
            // React in a chunk of its own, loaded with the application chunk: start-app.tsx starts
            // react-dom in a separate task.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            { name: firstLoadChunk(), debugName: 'start-app', priority: 1 },
            { name: pageEntryModules(), debugName: 'index', priority: 3 },
            // zod in one chunk (never in the first load): left alone, its parts that only some lazy
            // chunks share (iso dates, coercion) become files of their own, and every file a lazy
            // chunk needs is one more name in the first load's list of what to preload with it.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // The order contract in one chunk, for the same reason: the storefront's order views, the
            // board, the Riders page and the rider's page each import a different part of it (the
            // riders' contract and rules are part of the order schema), and each such share became a
            // file of its own in that list. These are the modules it held before riders existed, and
            // the order book's channels (the Order schema's `book`), which the staff pages' channel
            // labels would otherwise split off into one more file.
            {
              name: 'orders',
              test: /src[\\/]shared[\\/](order-limits\.ts|order-search\.ts|dispatch[\\/]delivery-rules\.ts|order-book[\\/]channels\.ts|api[\\/](dispatch|orders|payments)\.ts)$/,
            },
            // Small shared rules the storefront's dialogs read (whether the shop is open and its
            // words, the promise's words, payment messages, notification kinds): one file, not one
            // name each in the first load's preload list (hashed names do not compress). Nothing
            // the staff area's first page needs, which would then load them all.
            {
              name: 'shop-rules',
              test: /src[\\/]shared[\\/](shop-hours[\\/]availability(-text)?|promise[\\/]promise-text|payment-messages|notifications)\.ts$/,
            },
            // What the cart and checkout both show (the totals, Delivery or Pickup): one file, not one
            // per module, for the same reason: each file is a name in the first load's preload list.
            {
              name: 'order-totals',
              test: /src[\\/]web[\\/](components[\\/]order-totals|features[\\/]store[\\/]shared[\\/]components[\\/](order-type-choice|radio-card))\.tsx$/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      '/api': { target: `http://127.0.0.1:${API_PORT}`, changeOrigin: false },
      '/uploads': { target: `http://127.0.0.1:${API_PORT}` },
      '/healthz': { target: `http://127.0.0.1:${API_PORT}` },
      '/readyz': { target: `http://127.0.0.1:${API_PORT}` },
    },
  },
}));
