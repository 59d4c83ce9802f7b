// Steps many browser specs share: the accessibility check and the Admin Portal sign-in.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { gotoApp } from './chromium';

/** axe's violations on the page as it is now, each with the elements it names ([] when clean). */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Signs in at the Admin Portal. Waits for the dashboard unless told the sign-in is expected to
 * fail or to land elsewhere (`landsOnDashboard: false`).
 */
export async function signInStaffPage(
  page: Page,
  baseUrl: string,
  email: string,
  { password = 'Demo@1234', landsOnDashboard = true } = {},
): Promise<void> {
  await gotoApp(page, `${baseUrl}/login`);
  await page.getByRole('heading', { name: 'Admin Portal' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in to Dashboard' }).click();
  if (landsOnDashboard) await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
}
