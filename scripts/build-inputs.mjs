// What the build depends on, and whether dist/ is older than any of it. Shared by build and start.
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
export const stampPath = path.join(root, 'dist', '.build-stamp');

// The build script itself too: a change to what it bundles must reach dist/ on an existing checkout.
const INPUTS = [
  'src',
  'public',
  'drizzle',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.json',
  'scripts/build.mjs',
  'scripts/react-router-unused-parts.mjs',
  'scripts/lean-lucide-icons.mjs',
];
const SKIP = /(\.test\.tsx?$)|(^|\/)node_modules(\/|$)/;

function newestMtime(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return SKIP.test(target) ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function buildIsStale() {
  if (!fs.existsSync(stampPath) || !fs.existsSync(path.join(root, 'dist', 'server', 'server.mjs')))
    return true;
  const built = fs.statSync(stampPath).mtimeMs;
  return INPUTS.some((input) => newestMtime(path.join(root, input)) > built);
}
