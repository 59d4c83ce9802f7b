import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_PORT = Number(process.env.API_PORT ?? 3001);

// The storefront's application chunk (src/web/start-app.tsx, which the entry imports once the
// first pictures have painted) keeps every module it imports statically. Left alone, rolldown
// moves each module that a lazy chunk also uses into a small shared file: eight requests instead
// of one on the first load. See docs/decisions/005-storefront-first-load.md.
const APP_ENTRY = fileURLToPath(new URL('./src/web/start-app.tsx', import.meta.url));
const PAGE_ENTRY = fileURLToPath(new URL('./src/web/main.tsx', import.meta.url));

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

function firstLoadChunk() {
  let modules: Set<string> | undefined;
  return (id: string, ctx: ModuleGraph) => {
    if (!modules) {
      // What the page's own entry imports (Vite's preload helper) must stay with the entry.
      const entry = staticClosure(PAGE_ENTRY, ctx);
      modules = new Set([...staticClosure(APP_ENTRY, ctx)].filter((m) => !entry.has(m)));
    }
    return modules.has(id) ? 'start-app' : null;
  };
}

export default defineConfig({
  root: 'src/web',
  publicDir: '../../public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // Hashed names under assets/ are served with a one-year immutable cache.
    assetsDir: 'assets',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The group already holds the whole static closure; without this it would also pull in
          // Vite's preload helper, which the page entry imports, and so load with the entry.
          includeDependenciesRecursively: false,
          groups: [
            // React in a chunk of its own, loaded with the application chunk: start-app.tsx starts
            // react-dom in a separate task.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            { name: firstLoadChunk(), debugName: 'start-app', priority: 1 },
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
});
