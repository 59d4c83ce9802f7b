// A picture of one part of a page (a settings section, the board) without the sticky admin header
// painted over it: an element screenshot scrolls the element into view under the header, so this
// shoots the whole page from the top and cuts the element's box out of it.
import type { Locator, Page } from 'playwright-core';

export async function sectionScreenshot(page: Page, section: Locator, file: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = await section.boundingBox();
  if (!box) throw new Error(`nothing to photograph for ${file}`);
  await page.screenshot({ path: file, fullPage: true, clip: box });
}
