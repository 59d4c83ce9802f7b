import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CATEGORY_ICON_CHOICES } from '#shared/api/admin-catalog.ts';
import { CategoryIconPicker } from './category-icon-picker.tsx';

const radiosOf = (html: string) => html.match(/<input[^>]*>/g) ?? [];
const registration = { name: 'icon', onChange: async () => {}, onBlur: async () => {}, ref: () => {} };
const initial = CATEGORY_ICON_CHOICES[0].emoji;

describe('CategoryIconPicker', () => {
  it('leaves the radios unmarked while there is no message', () => {
    const html = renderToString(<CategoryIconPicker initial={initial} {...registration} />);
    const radios = radiosOf(html);
    expect(radios).toHaveLength(CATEGORY_ICON_CHOICES.length);
    for (const radio of radios) {
      expect(radio).not.toContain('aria-invalid=');
      expect(radio).not.toContain('aria-describedby=');
    }
    expect(html).not.toContain('role="alert"');
  });

  it('marks every radio invalid and names the message, announced, as Field does', () => {
    const html = renderToString(
      <CategoryIconPicker initial="🫖" error="Choose one of the icons" {...registration} />,
    );
    const errorId = html.match(/<p id="([^"]+)" role="alert"[^>]*>Choose one of the icons<\/p>/)?.[1];
    expect(errorId).toBeDefined();
    const radios = radiosOf(html);
    // The category's own emoji first, then the ten choices.
    expect(radios).toHaveLength(CATEGORY_ICON_CHOICES.length + 1);
    for (const radio of radios) {
      expect(radio).toContain('aria-invalid="true"');
      expect(radio).toContain(`aria-describedby="${errorId}"`);
    }
  });
});
