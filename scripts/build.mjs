// Builds the web app (Vite) and bundles the server (esbuild) into dist/.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { root, stampPath } from './build-inputs.mjs';
import { buildPristineCluster } from './pristine-cluster.mjs';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

async function precompress(dir) {
  // @fastify/static serves these to clients that accept them, so nothing is compressed per request.
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      await precompress(file);
    } else if (/\.(js|css|html|svg|json|txt)$/.test(entry.name)) {
      const data = fs.readFileSync(file);
      if (data.length < 1024) continue;
      fs.writeFileSync(`${file}.gz`, await gzip(data, { level: 9 }));
      fs.writeFileSync(`${file}.br`, await brotli(data));
    }
  }
}

const BUNDLED_PACKAGES = [
  'date-fns',
  '@date-fns/tz',
  // better-auth and the packages only it uses: about a third of the files a start loaded. Bundled,
  // a restart took 1.12 s against 1.24 s and 1.57 s of CPU against 1.72 s (three alternated pairs).
  // pdfkit (loaded on the first bill) has its own nested @noble copies of another major version,
  // so it never shared these. @better-auth/memory-adapter stays external and imports
  // @better-auth/core, but loads only when auth has no database, never here; better-auth keeps
  // its shared state on globalThis in any case.
  'better-auth',
  '@better-auth/core',
  '@better-auth/drizzle-adapter',
  '@better-auth/utils',
  '@better-auth/telemetry',
  '@better-fetch/fetch',
  'better-call',
  'defu',
  'jose',
  'nanostores',
  '@noble/hashes',
  '@noble/ciphers',
  'rou3',
];

/** esbuild's `packages: 'external'`, with exceptions. */
function externalPackagesExcept(bundled) {
  const packageOf = (specifier) =>
    specifier
      .split('/')
      .slice(0, specifier.startsWith('@') ? 2 : 1)
      .join('/');
  return {
    name: 'external-packages-except',
    setup(build) {
      // A bare specifier: not relative, not absolute, not a package.json "#" import.
      build.onResolve({ filter: /^[^./#]/ }, (args) =>
        bundled.includes(packageOf(args.path)) ? undefined : { path: args.path, external: true },
      );
    },
  };
}

export async function build({ quiet = false } = {}) {
  const started = Date.now();
  // Always a production build, whoever calls: under vitest NODE_ENV is 'test', which would make
  // Vite bundle React's development build (measured: 165 KB gzipped instead of 105 KB).
  const callerEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await buildAll(quiet);
  } finally {
    if (callerEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = callerEnv;
  }
  if (!quiet) console.log(`Build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function buildAll(quiet) {
  const { build: viteBuild } = await import('vite');
  const esbuild = await import('esbuild');
  await viteBuild({
    configFile: path.join(root, 'vite.config.ts'),
    mode: 'production',
    logLevel: quiet ? 'warn' : 'info',
  });
  // The storefront page rendered on the server (src/web/entry-server.tsx).
  await viteBuild({
    configFile: path.join(root, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    build: {
      ssr: 'entry-server.tsx',
      outDir: path.join(root, 'dist', 'ssr'),
      emptyOutDir: true,
      copyPublicDir: false,
    },
  });
  await precompress(path.join(root, 'dist', 'web'));
  await esbuild.build({
    entryPoints: [path.join(root, 'src', 'server', 'server.ts')],
    outfile: path.join(root, 'dist', 'server', 'server.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Packages stay in node_modules, except the few below: bundled, only the functions the server
    // uses are loaded instead of the whole package (date-fns' index alone took ~90 ms of every start,
    // issue 22). Only pure-ESM packages that read no files of their own at run time belong here, and
    // only ones no external package imports (or there would be two copies).
    plugins: [externalPackagesExcept(BUNDLED_PACKAGES)],
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  buildPristineCluster();
  fs.writeFileSync(stampPath, new Date().toISOString());
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await build();
}
