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
  '/tools/pdf-tools',
  '/tools/image-tools',
];

/**
 * The controls on screen smaller than a finger, as «tag «text» w×h». A link inside a sentence or a line of a list is
 * exempt (WCAG 2.5.8 lets inline links be as tall as their line), and so is anything hidden or only for screen readers.
 */
async function smallTargets(page: Page, min: number): Promise<string[]> {
  return await page.evaluate((least) => {
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('a[href], button, input[type=range], select, summary'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || element.closest('.visually-hidden, .skip-link')) continue;
      // A line of a list (a rule and its source) is text as a sentence is: its links wrap with it.
      const inline = element.tagName === 'A' && getComputedStyle(element).display === 'inline' && element.closest('p, li');
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
    const card = page.locator('.tool-grid__item').filter({ has: page.getByRole('button', { name: 'Aggiungi Convertitore di basi ai preferiti' }) });
    // Its place in the document, not on the screen: the click may scroll a card at the fold into view.
    const top = () => card.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    const before = await top();
    await card.getByRole('button', { name: 'Aggiungi Convertitore di basi ai preferiti' }).click();
    await page.waitForTimeout(300);
    const after = await top();
    await expectEqual(page, after, before, 'the starred card where it was');
  });
}
