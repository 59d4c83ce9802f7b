// Finds markup in a served HTML page that did not come from our own templates: a small tokenizer
// (tags, quoted attributes, comments, raw-text elements) rather than a browser, so it runs
// anywhere. Our pages have no inline event handlers, no javascript: URLs, no frames and only two
// kinds of script element (a same-origin src, and the JSON boot-data block), so any of those is
// injected markup that reached the page unescaped.
import { XSS_MARKER } from './hostile-values.ts';

type Attr = { name: string; value: string };
type Element = { name: string; attrs: Attr[]; content?: string };

const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);

function tokenize(html: string): { elements: Element[]; comments: string[] } {
  const elements: Element[] = [];
  const comments: string[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) break;
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      comments.push(html.slice(lt + 4, end < 0 ? html.length : end));
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    const open = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)/.exec(html.slice(lt, lt + 64));
    if (!open) {
      i = lt + 1;
      continue;
    }
    const closing = open[1] === '/';
    const name = open[2]!.toLowerCase();
    const attrs: Attr[] = [];
    let j = lt + open[0].length;
    while (j < html.length && html[j] !== '>') {
      if (/[\s/]/.test(html[j]!)) {
        j++;
        continue;
      }
      const attrName = /^[^\s"'>/=]+/.exec(html.slice(j))?.[0] ?? html[j]!;
      j += attrName.length;
      while (/\s/.test(html[j] ?? '')) j++;
      let value = '';
      if (html[j] === '=') {
        j++;
        while (/\s/.test(html[j] ?? '')) j++;
        const quote = html[j];
        if (quote === '"' || quote === "'") {
          const end = html.indexOf(quote, j + 1);
          value = html.slice(j + 1, end < 0 ? html.length : end);
          j = end < 0 ? html.length : end + 1;
        } else {
          value = /^[^\s>]*/.exec(html.slice(j))?.[0] ?? '';
          j += value.length;
        }
      }
      attrs.push({ name: attrName.toLowerCase(), value });
    }
    i = j + 1;
    if (closing) continue;
    const element: Element = { name, attrs };
    if (RAW_TEXT.has(name)) {
      // Not toLowerCase(): it changes the length of some strings ('İ'), and so every index.
      const closer = new RegExp(`</${name}`, 'gi');
      closer.lastIndex = i;
      const end = closer.exec(html)?.index ?? -1;
      element.content = html.slice(i, end < 0 ? html.length : end);
      i = end < 0 ? html.length : end;
    }
    elements.push(element);
  }
  return { elements, comments };
}

const decode = (value: string) =>
  value
    .replace(/&#x([0-9a-f]+);?/gi, (_m, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_m, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ':')
    .replace(/&amp;/g, '&');

/** Every piece of markup in `html` that our templates would never write. */
export function injectedMarkup(html: string): string[] {
  const found: string[] = [];
  const { elements, comments } = tokenize(html);
  for (const comment of comments)
    if (comment.includes(XSS_MARKER)) found.push(`comment <!--${comment.slice(0, 80)}-->`);
  for (const el of elements) {
    for (const attr of el.attrs) {
      if (attr.name.startsWith('on')) found.push(`<${el.name} ${attr.name}=...> (event handler)`);
      // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers ignore these inside a URL scheme.
      if (/^javascript:/i.test(decode(attr.value).replace(/[\s\u0000-\u001f]/g, '')))
        found.push(`<${el.name} ${attr.name}="${attr.value.slice(0, 60)}"> (javascript: URL)`);
      if (attr.value === XSS_MARKER || attr.name.includes(XSS_MARKER))
        found.push(`<${el.name} ${attr.name}="${attr.value}"> (injected attribute)`);
    }
    if (['iframe', 'frame', 'object', 'embed'].includes(el.name)) found.push(`<${el.name}> element`);
    if (el.name === 'script') {
      const src = el.attrs.find((a) => a.name === 'src');
      const id = el.attrs.find((a) => a.name === 'id')?.value;
      const type = el.attrs.find((a) => a.name === 'type')?.value;
      if (src) {
        if (!src.value.startsWith('/')) found.push(`<script src="${src.value.slice(0, 80)}">`);
        if (el.content?.trim()) found.push(`<script src> with inline code: ${el.content.slice(0, 80)}`);
      } else if (id === 'boot-data' && type === 'application/json') {
        if (el.content?.includes('<')) found.push(`boot data holds raw '<': ${el.content.slice(0, 80)}`);
      } else {
        found.push(`inline <script>: ${el.content?.slice(0, 80) ?? ''}`);
      }
    }
  }
  return found;
}

/** The JSON boot-data block of the storefront page, parsed. */
export function bootData(html: string): unknown {
  const match = /<script id="boot-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]!) : undefined;
}

/** Every string anywhere inside a JSON value. */
export function stringsIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) stringsIn(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) stringsIn(v, out);
  return out;
}
