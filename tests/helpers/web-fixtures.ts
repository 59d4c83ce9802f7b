// Stand-ins for the built web app in tests of the server's pages: an index.html with the markers
// the server fills, and a server-rendering build that records each address it renders.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const INDEX_HTML =
  '<!doctype html><html><head><!--boot-head--></head><body><!--boot-data--><div id="root"><!--ssr-outlet--></div></body></html>';

/** A folder holding just index.html: enough for the server to answer page addresses with it. */
export function minimalWebRoot(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chai-web-'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  return dir;
}

/**
 * A server-rendering build whose render pushes each address onto `globalThis[recordIn]` and writes
 * `<main data-rendered-for="<address>">` followed by `filler`, as long as a real page if asked.
 */
export function recordingSsrDir(recordIn: string, filler = 'chai '.repeat(2000)): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chai-ssr-'));
  fs.writeFileSync(
    path.join(dir, 'entry-server.js'),
    'export const renderStorefront = (url) => {\n' +
      `  (globalThis[${JSON.stringify(recordIn)}] ??= []).push(url);\n` +
      `  return '<main data-rendered-for="' + url + '">' + ${JSON.stringify(filler)} + '</main>';\n` +
      '};\n',
  );
  return dir;
}

/** What a recording build has rendered so far. */
export const renderedBy = (recordIn: string): string[] =>
  ((globalThis as Record<string, unknown>)[recordIn] as string[] | undefined) ?? [];
