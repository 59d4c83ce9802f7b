// One freshly started shop's data folder per run, copied for each server a test starts. A first
// start on an empty folder runs initdb, every migration and the demo seed (password hashes, image
// variants): 4 to 8 s on two busy cores, paid once here instead of once per test file. Tests of
// the first start itself ask for an empty folder (`fresh: true`), and so does any server whose
// settings change what a first start stores.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Settings that change what a first start writes to the folder: such a server starts empty. */
const FIRST_START_SETTINGS = ['SEED_DEMO_DATA', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'NODE_ENV', 'DATABASE_URL'];

/** Where the global set-up leaves the run's template (the forks inherit it from the environment). */
export const SHOP_TEMPLATE_ENV = 'CHAI_TEST_SHOP_TEMPLATE';

export function templateFor(env: Record<string, string> | undefined): string | undefined {
  const template = process.env[SHOP_TEMPLATE_ENV];
  if (!template || !fs.existsSync(template)) return undefined;
  if (env && FIRST_START_SETTINGS.some((key) => key in env)) return undefined;
  return template;
}

/** A new data folder holding a copy of the template. */
export function copyTemplate(template: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chai-e2e-'));
  fs.cpSync(template, dir, { recursive: true });
  return dir;
}
