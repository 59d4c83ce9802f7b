import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field.tsx';

const attributesOf = (html: string, tag: string) => html.match(new RegExp(`<${tag}[^>]*>`))?.[0] ?? '';

describe('Field', () => {
  it('labels the control and describes it by its hint', () => {
    const html = renderToString(<TextField label="Code" hint="3 to 20 letters or digits" name="code" />);
    const input = attributesOf(html, 'input');
    const id = input.match(/id="([^"]+)"/)?.[1];
    expect(html).toContain(`<label for="${id}"`);
    expect(input).toContain(`aria-describedby="${id}-hint"`);
    expect(input).not.toContain('aria-invalid=');
    expect(html).not.toContain('role="alert"');
  });

  it('marks the control invalid and names the message, announced, next to the hint', () => {
    const html = renderToString(
      <TextField
        label="Code"
        hint="3 to 20 letters or digits"
        error="Code must be 3 to 20 letters or digits"
      />,
    );
    const input = attributesOf(html, 'input');
    const id = input.match(/id="([^"]+)"/)?.[1];
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain(`aria-describedby="${id}-hint ${id}-error"`);
    expect(html).toMatch(
      new RegExp(`<p id="${id}-error" role="alert"[^>]*>Code must be 3 to 20 letters or digits</p>`),
    );
    // The one look of an invalid control, whatever form it is in.
    expect(input).toContain('aria-invalid:border-red-600');
  });
});
