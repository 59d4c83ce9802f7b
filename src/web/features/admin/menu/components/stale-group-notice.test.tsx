import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OPTION_GROUP_MESSAGES } from '#shared/api/option-groups.ts';
import { StaleGroupNotice } from './stale-group-notice.tsx';

const nothing = () => {};

describe('StaleGroupNotice', () => {
  it("announces the server's message with a Reload group button that does not submit the form", () => {
    const html = renderToString(<StaleGroupNotice onReload={nothing} reloading={false} />);
    expect(html).toMatch(/^<div role="alert"/);
    expect(html).toContain(OPTION_GROUP_MESSAGES.staleGroup);
    expect(html).toMatch(/<button type="button"[^>]*>Reload group<\/button>/);
  });

  it('says it is reloading and cannot be pressed again meanwhile', () => {
    const html = renderToString(<StaleGroupNotice onReload={nothing} reloading />);
    expect(html).toMatch(/<button type="button"[^>]*disabled=""[^>]*>Reloading\.\.\.<\/button>/);
  });
});
