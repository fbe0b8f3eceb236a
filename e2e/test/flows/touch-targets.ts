import type { Page } from 'playwright-core';
import { expectEqual, see, waitUntil } from '../support/screen.js';
import { DESKTOP, type Suite } from '../support/session.js';
import { followRequests } from '../support/settled.js';

/** The phone of the report: every control on it must be at least 44×44 px (WCAG 2.5.5). */
const PHONE_390 = 390;
const MIN_TARGET = 44;

const PAGES = [
  '/',
  '/tools',
  '/contact',
  '/privacy',
  '/tools/bmi-calculator',
  '/tools/currency-converter',
  '/tools/color-palette-generator',
  '/tools/qr-code-generator',
  '/tools/number-converter',
  '/tools/percentage-calculator',
  '/tools/vat-calculator',
  '/tools/unit-converter',
  '/tools/working-days-calculator',
  '/tools/pomodoro-timer',
  '/tools/food-analyzer',
];

/**
 * The controls on screen smaller than a finger, as «tag «text» w×h». A link inside a sentence is exempt (WCAG lets
 * inline links be as tall as their line), and so is anything hidden or only for screen readers.
 */
async function smallTargets(page: Page, min: number): Promise<string[]> {
  return await page.evaluate((least) => {
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('a[href], button, input[type=range], select, summary'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || element.closest('.visually-hidden, .skip-link')) continue;
      const inline = element.tagName === 'A' && getComputedStyle(element).display === 'inline' && element.closest('p');
      if (inline) continue;
      if (box.width < least - 0.5 || box.height < least - 0.5) {
        const text = (element.textContent || element.getAttribute('aria-label') || '').trim().slice(0, 40);
        found.push(`${element.tagName.toLowerCase()} «${text}» ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return found;
  }, min);
}

export function describeTouchTargets(suite: Suite): void {
  it(`touch targets: at ${PHONE_390} px every control of the pages and tools is at least ${MIN_TARGET}×${MIN_TARGET} px`, async () => {
    const { page } = await suite.visit('/', { width: PHONE_390 });
    const requests = followRequests(page);
    const small: Record<string, string[]> = {};
    for (const route of PAGES) {
      await page.goto(route);
      await see(page, page.locator('main#contenuto h1').first(), `the page ${route}`);
      await requests.settled();
      const found = await smallTargets(page, MIN_TARGET);
      if (found.length > 0) small[route] = found;
    }
    await expectEqual(page, small, {}, `controls under ${MIN_TARGET} px at ${PHONE_390} px`);
  });

  it('home feature cards: each «Scopri gli strumenti» opens /tools on its own category, at both widths', async () => {
    for (const width of [DESKTOP, PHONE_390]) {
      const { page } = await suite.visit('/', { width });
      await page.getByRole('link', { name: 'Scopri gli strumenti di Produttività' }).click();
      await see(page, page.getByRole('heading', { level: 1, name: 'Strumenti' }), '/tools');
      const chip = page.getByRole('group', { name: 'Categorie' }).getByRole('button', { name: 'Produttività' });
      await waitUntil(page, async () => (await chip.getAttribute('aria-pressed')) === 'true', 'the Produttività chip pressed');
      const hrefs = await page.locator('.tool-grid a.tool-card').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      await expectEqual(page, hrefs, ['/tools/pomodoro-timer'], 'the Produttività tools');
    }
  });

  it('tools: a starred card stays under the pointer until the next visit', async () => {
    const { page } = await suite.visit('/tools');
    const card = page.locator('.tool-grid__item').filter({ has: page.getByRole('button', { name: 'Aggiungi Convertitore di Basi ai preferiti' }) });
    // Its category comes last in the grid: on screen first, as under a visitor's pointer.
    await card.scrollIntoViewIfNeeded();
    const before = await card.boundingBox();
    await card.getByRole('button', { name: 'Aggiungi Convertitore di Basi ai preferiti' }).click();
    await page.waitForTimeout(300);
    const after = await card.boundingBox();
    await expectEqual(page, after?.y, before?.y, 'the starred card where it was');
  });
}
