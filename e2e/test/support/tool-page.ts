import type { Page } from 'playwright-core';
import { expectAccessible } from './axe.js';
import { waitUntil } from './screen.js';
import { PHONE, type Suite } from './session.js';

/** A result row (label and value) as the visitor reads it. */
export const resultRow = (page: Page, label: string, value: string) =>
  page.locator('.result-row').filter({ has: page.locator('.result-row__label', { hasText: label }) }).filter({ hasText: value });

/** Axe and a screenshot at desktop width, then at phone width with nothing sticking out to the side. */
export async function checkBothWidths(suite: Suite, page: Page, name: string): Promise<void> {
  await expectAccessible(page, `${name} at desktop width`);
  await suite.screenshot(page, name);
  await page.setViewportSize({ width: PHONE, height: 812 });
  await waitUntil(page, async () => (await page.evaluate(() => document.documentElement.scrollWidth)) <= PHONE, `${name} to fit ${PHONE} px`, 2_000);
  await expectAccessible(page, `${name} at phone width`);
  await suite.screenshot(page, name);
}
