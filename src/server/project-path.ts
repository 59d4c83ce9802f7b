// The server runs from src/ (tsx, vitest) and from a bundle in dist/server; both find the project
// root by walking up to the nearest package.json.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let root: string | undefined;

function projectRoot(): string {
  if (root) return root;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above the server code');
    dir = parent;
  }
  root = dir;
  return dir;
}

export function projectPath(...parts: string[]): string {
  return path.join(projectRoot(), ...parts);
}
