import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ImageField } from './image-field.tsx';

const attributesOf = (html: string, tag: string) => html.match(new RegExp(`<${tag}[^>]*>`))?.[0] ?? '';
const nothing = () => {};

describe('ImageField', () => {
  it('leaves the file input unmarked while there is no message', () => {
    const html = renderToString(
      <ImageField folder="menu-items" value={null} onChange={nothing} onBusyChange={nothing} />,
    );
    const input = attributesOf(html, 'input');
    expect(input).toContain('type="file"');
    expect(input).not.toContain('aria-invalid=');
    expect(input).not.toContain('aria-describedby=');
    expect(html).not.toContain('role="alert"');
  });

  it('marks the file input invalid and names the message, announced, as Field does', () => {
    const html = renderToString(
      <ImageField
        folder="menu-items"
        value={null}
        onChange={nothing}
        onBusyChange={nothing}
        error="Image must be an uploaded image"
      />,
    );
    const input = attributesOf(html, 'input');
    const id = input.match(/id="([^"]+)"/)?.[1];
    expect(html).toContain(`for="${id}"`);
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain(`aria-describedby="${id}-error"`);
    expect(html).toMatch(
      new RegExp(`<p id="${id}-error" role="alert"[^>]*>Image must be an uploaded image</p>`),
    );
  });
});
