// Keeps the repository's citations resolvable by someone who has only the repository (run by
// `npm run lint`):
// - a comment or test title in src/, tests/ or bench/ never says "spec": the first specification
//   is not in the repository, docs/product.md states its rules (link the section: docs/product.md#…);
// - a comment that cites a departure D1..D20 names docs/product.md with it;
// - every docs/product.md#… and docs/decisions/NNN-*.md named anywhere in src/, tests/,
//   bench/, scripts/, docs/ or the README, and every relative link of a Markdown file, reaches an
//   existing file and heading (GitHub's anchors: lower case, punctuation dropped, spaces to '-').
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const CODE = /\.(ts|tsx|mts|mjs|js)$/;
const SKIP = new Set(['node_modules', 'dist', 'data', '.git']);

function filesUnder(dir, test) {
  const found = [];
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return found;
  for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...filesUnder(relative, test));
    else if (test.test(entry.name)) found.push(relative);
  }
  return found;
}

/** GitHub's heading anchors of a Markdown file (outside code fences), duplicates numbered. */
function anchorsOf(markdown) {
  const anchors = new Set();
  const seen = new Map();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const text = heading[1].replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    const slug = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

const anchorCache = new Map();
function hasAnchor(file, anchor) {
  if (!anchorCache.has(file)) anchorCache.set(file, anchorsOf(fs.readFileSync(file, 'utf8')));
  return anchorCache.get(file).has(anchor);
}

/** '' when `target` (a file path relative to the repository, maybe with #anchor) resolves. */
function unresolved(target) {
  const [file, anchor] = target.split('#');
  const full = path.join(root, file);
  if (!fs.existsSync(full)) return `no file ${file}`;
  if (anchor && file.endsWith('.md') && !hasAnchor(full, anchor)) return `no heading #${anchor} in ${file}`;
  return '';
}

/** Every comment of a source file, and every test title (the first argument of it/test/describe). */
function commentsAndTitles(file, text) {
  const kind = file.endsWith('x')
    ? ts.ScriptKind.TSX
    : file.endsWith('ts')
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found = new Map();
  const add = (ranges) => {
    for (const range of ranges ?? []) found.set(range.pos, text.slice(range.pos, range.end));
  };
  const leftmost = (node) => {
    while (ts.isCallExpression(node) || ts.isPropertyAccessExpression(node)) node = node.expression;
    return ts.isIdentifier(node) ? node.text : undefined;
  };
  const visit = (node) => {
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) return;
    add(ts.getLeadingCommentRanges(text, node.pos));
    add(ts.getTrailingCommentRanges(text, node.end));
    if (ts.isCallExpression(node) && ['it', 'test', 'describe'].includes(leftmost(node.expression) ?? '')) {
      const [title] = node.arguments;
      if (title && (ts.isStringLiteralLike(title) || ts.isTemplateExpression(title)))
        found.set(title.pos, title.getText(source));
    }
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...found].map(([pos, body]) => ({
    line: source.getLineAndCharacterOfPosition(pos).line + 1,
    body,
  }));
}

const problems = [];
const report = (file, line, message) => problems.push(`${file}:${line}: ${message}`);
const lineOf = (text, index) => text.slice(0, index).split('\n').length;

// Comments and test titles.
for (const file of ['src', 'tests', 'bench'].flatMap((dir) => filesUnder(dir, CODE))) {
  for (const { line, body } of commentsAndTitles(file, fs.readFileSync(path.join(root, file), 'utf8'))) {
    const at = line + (body.slice(0, body.search(/\S|$/)).match(/\n/g)?.length ?? 0);
    if (/\bspec\b/i.test(body))
      report(
        file,
        at,
        'says "spec": point at the docs/product.md section that states the rule (docs/product.md#…)',
      );
    if (/\bD([1-9]|1\d|20)\b/.test(body) && !body.includes('docs/product.md'))
      report(
        file,
        at,
        'cites a departure D1..D20 without docs/product.md (as in docs/product.md#d5-one-menu-item-model)',
      );
  }
}

// References by repository path, in code and documents alike.
const documents = [
  ...['src', 'tests', 'bench', 'scripts'].flatMap((dir) => filesUnder(dir, CODE)),
  ...['docs', 'bench'].flatMap((dir) => filesUnder(dir, /\.md$/)),
  'README.md',
];
const BY_PATH = /docs\/(product\.md#[\p{L}\p{N}_-]+|decisions\/\d{3}-[a-z0-9-]+\.md(?:#[\p{L}\p{N}_-]+)?)/gu;
for (const file of documents) {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  for (const match of text.matchAll(BY_PATH)) {
    const problem = unresolved(`docs/${match[1]}`);
    if (problem) report(file, lineOf(text, match.index), `${match[0]}: ${problem}`);
  }
  if (!file.endsWith('.md')) continue;
  // Relative Markdown links, resolved from the document's folder.
  for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = match[1];
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
    const [linked, anchor] = target.split('#');
    const relative = linked ? path.normalize(path.join(path.dirname(file), linked)) : file;
    const problem = unresolved(anchor ? `${relative}#${anchor}` : relative);
    if (problem) report(file, lineOf(text, match.index), `${target}: ${problem}`);
  }
}

if (problems.length) {
  console.error(`${problems.length} citation(s) the repository cannot resolve:\n${problems.join('\n')}`);
  process.exit(1);
}
