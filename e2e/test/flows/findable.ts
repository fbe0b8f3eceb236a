import type { Page } from 'playwright-core';
import { expectAccessible } from '../support/axe.js';
import { expectEqual, see, waitUntil } from '../support/screen.js';
import type { Suite } from '../support/session.js';

/** The cards of /tools whose whole box lies between the top of the page and `bottom` (px, in page coordinates). */
async function wholeCardsAbove(page: Page, bottom: number): Promise<number> {
  await see(page, page.locator('.tool-grid a.tool-card').first(), 'the tool cards');
  return page.locator('.tool-grid__item').evaluateAll(
    (items, limit) => items.filter((item) => item.getBoundingClientRect().bottom + window.scrollY <= limit).length,
    bottom,
  );
}

/** What a crawler reads of a page before any script runs. */
async function headOf(page: Page, url: string) {
  const response = await page.request.get(url);
  const html = await response.text();
  const pick = (pattern: RegExp) => pattern.exec(html)?.[1] ?? null;
  return {
    status: response.status(),
    title: pick(/<title>([^<]*)<\/title>/),
    description: pick(/<meta name="description" content="([^"]*)"/),
    canonical: pick(/<link rel="canonical" href="([^"]*)"/),
    ogTitle: pick(/<meta property="og:title" content="([^"]*)"/),
    jsonLd: pick(/<script type="application\/ld\+json">([^<]*)<\/script>/),
  };
}

/** Found in seconds by a visitor, and by a search engine: the home page's links, the catalogue's first screens, the search, the pages' own HTML. */
export function describeFindable(suite: Suite): void {
  describe('found in seconds', () => {
    it('home: «In primo piano» and «Nuovi arrivi» link straight to tools, and every category lists its tools', async () => {
      const { page } = await suite.visit('/');
      const featured = page.getByRole('region', { name: 'In primo piano' });
      await see(page, featured.getByRole('link', { name: 'Stipendio netto' }), 'the net salary among the featured tools');
      await see(page, page.getByRole('region', { name: 'Nuovi arrivi' }).getByRole('link').first(), 'the new tools');
      const categories = page.getByRole('region', { name: 'Tutti gli strumenti, per categoria' });
      await see(page, categories.getByRole('region', { name: 'Soldi e Lavoro' }).getByRole('link', { name: 'Calcolatore IVA' }), 'the VAT calculator under «Soldi e Lavoro»');
      await expectAccessible(page, 'the home page with its links to the tools');
      await featured.getByRole('link', { name: 'Stipendio netto' }).click();
      await see(page, page.getByRole('heading', { level: 1, name: 'Stipendio netto' }), 'the net salary page');
    });

    it('/tools: at least 9 whole cards on the first screen at 1280×900, at least 8 tools in the first two screens at 390×844', async () => {
      const { page } = await suite.visit('/tools');
      await page.setViewportSize({ width: 1280, height: 900 });
      const desktop = await wholeCardsAbove(page, 900);
      await expectEqual(page, desktop >= 9, true, `at least 9 whole cards on the first screen at 1280×900 (${desktop})`);
      await suite.screenshot(page, 'tools-first-screen', { firstScreen: true });

      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      const phone = await wholeCardsAbove(page, 2 * 844);
      await expectEqual(page, phone >= 8, true, `at least 8 tools in the first two screens at 390×844 (${phone})`);
      await suite.screenshot(page, 'tools-first-screen', { firstScreen: true });
      await expectAccessible(page, 'the compact tools grid at 390 px');
    });

    it('search: «ferie» finds the working days; «pensione» says in Italian that nothing matches and offers to suggest it', async () => {
      const { page } = await suite.visit('/faq');
      await see(page, page.getByRole('heading', { level: 1, name: 'Domande frequenti' }), 'the FAQ page');
      await page.keyboard.press('Control+K');
      const box = page.getByRole('dialog', { name: 'Cerca uno strumento' }).getByRole('combobox');
      await box.fill('ferie');
      await see(page, page.getByRole('option', { name: /Giorni lavorativi/ }), 'the working-days calculator for «ferie»');
      await box.fill('pensione');
      await see(page, page.getByText('Nessuno strumento corrisponde a «pensione».', { exact: false }), 'the plain answer for «pensione»');
      await expectAccessible(page, 'the search with nothing found');
      await page.getByRole('link', { name: 'Suggerisci «pensione» come nuovo strumento' }).click();
      await expectEqual(page, await page.getByRole('dialog', { name: 'Suggerisci un tool' }).getByLabel('Nome del tool *').inputValue(), 'pensione', 'the name in the suggest form');
    });
  });

  describe('found by search engines and shared links', () => {
    it('every page of the sitemap answers its own title, description, canonical address and Open Graph card in its HTML', async () => {
      const { page } = await suite.visit('/');
      const sitemap = await page.request.get('/sitemap.xml');
      await expectEqual(page, sitemap.status(), 200, 'the status of /sitemap.xml');
      const urls = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
      // The home, /tools, the 21 tools, the FAQ, contact, privacy and terms.
      await expectEqual(page, urls.length >= 27, true, `the number of pages in the sitemap (${urls.length})`);
      const titles = new Set<string>();
      const descriptions = new Set<string>();
      for (const url of urls) {
        const head = await headOf(page, url);
        await expectEqual(page, { url, status: head.status, canonical: head.canonical }, { url, status: 200, canonical: url }, 'the page and its canonical address');
        await expectEqual(page, Boolean(head.title && head.description && head.ogTitle === head.title), true, `the title, description and card of ${url}`);
        titles.add(head.title ?? '');
        descriptions.add(head.description ?? '');
        if (new URL(url).pathname.startsWith('/tools/')) {
          await expectEqual(page, JSON.parse(head.jsonLd ?? '{}')['@type'], 'WebApplication', `the structured data of ${url}`);
        }
      }
      await expectEqual(page, [titles.size, descriptions.size], [urls.length, urls.length], 'one title and one description per page');

      const robots = await page.request.get('/robots.txt');
      await expectEqual(page, (await robots.text()).includes(`Sitemap: ${new URL('/sitemap.xml', urls[0]).href}`), true, 'robots.txt pointing to the sitemap');
    });

    it('an unknown address answers 404 with the site’s page; a broken link with a control character opens its page', async () => {
      const { page } = await suite.visit('/');
      const missing = await headOf(page, '/pagina-che-non-esiste');
      await expectEqual(page, [missing.status, missing.title], [404, 'Pagina non trovata · Orbita'], 'the unknown address');
      const response = await page.goto('/tools/bmi-calculator?altezza=abc&peso=%00');
      await expectEqual(page, response?.status(), 200, 'the status of the BMI page with a broken query');
      await see(page, page.getByRole('heading', { level: 1, name: 'Calcolatore BMI' }), 'the BMI page, with its defaults');
      await page.goto('/pagina-che-non-esiste');
      await see(page, page.getByRole('heading', { level: 1, name: 'Pagina non trovata' }), 'the not-found page');
      await waitUntil(page, async () => (await page.title()) === 'Pagina non trovata · Orbita', 'the tab title of the not-found page');
    });
  });
}
