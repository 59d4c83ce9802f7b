import { describe, expect, it } from 'vitest';
import { inlineStylesheets, jsonForHtml, renderIndexHtml } from './boot-data.ts';

describe('boot data in index.html', () => {
  it('cannot be broken out of by stored text', () => {
    const hostile = { name: '</script><script>alert(1)</script>', other: 'a&b \u2028' };
    const text = jsonForHtml(hostile);
    expect(text).not.toMatch(/<|>|&/);
    expect(JSON.parse(text)).toEqual(hostile);
  });

  it("writes stored text as it is, even text that reads like a replacement pattern ($' $& $`)", () => {
    const template =
      '<head><!--boot-head--></head><body><!--boot-data-->\n<script src="/a.js"></script></body>';
    const data = { settings: { bannerTitle: "Chai$'s best $& $` $$ $1" } };
    const html = renderIndexHtml(template, { data, preloadImages: ["/uploads/a$'.jpg"], version: '1' });
    const block = /<script id="boot-data" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(block!)).toEqual(data);
    expect(html).toContain('href="/uploads/a$\'.jpg"');
    expect(html.match(/<script/g)).toHaveLength(2);
  });

  it('inlines the built stylesheet so the first paint needs no second request', () => {
    const html = inlineStylesheets('<link rel="stylesheet" crossorigin href="/assets/app.css">', (href) =>
      href === '/assets/app.css' ? 'body{color:red}' : undefined,
    );
    expect(html).toBe('<style>body{color:red}</style>');
    const missing = '<link rel="stylesheet" href="/x.css">';
    expect(inlineStylesheets(missing, () => undefined)).toBe(missing);
  });

  it('fills both slots, and empties them without data', () => {
    const template = '<head><!--boot-head--></head><body><!--boot-data--></body>';
    const html = renderIndexHtml(template, {
      data: { menu: { items: [] } },
      preloadImages: ['/menu/a".svg'],
      version: '1',
    });
    expect(html).toContain('<link rel="preload" as="image" href="/menu/a&quot;.svg" fetchpriority="high" />');
    expect(html).toContain('<script id="boot-data" type="application/json">{"menu":{"items":[]}}</script>');
    expect(renderIndexHtml(template, undefined)).toBe('<head></head><body></body>');
  });

  it('names the page in its title when it has one, escaped, and keeps the storefront’s otherwise', () => {
    const template = '<head><title>Chai Express · Fresh chai</title><!--boot-head--></head><body></body>';
    const boot = { data: {}, preloadImages: [], version: '1' };
    expect(renderIndexHtml(template, { ...boot, title: 'Refund Policy' })).toContain(
      '<title>Refund Policy · Chai Express</title>',
    );
    expect(renderIndexHtml(template, { ...boot, title: '<b>&$' })).toContain(
      '<title>&lt;b&gt;&amp;$ · Chai Express</title>',
    );
    expect(renderIndexHtml(template, boot)).toContain('<title>Chai Express · Fresh chai</title>');
  });
});
