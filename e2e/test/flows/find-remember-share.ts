import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { expectAccessible } from '../support/axe.js';
import { expectEqual, see, seeText, waitUntil } from '../support/screen.js';
import { PHONE, type Suite } from '../support/session.js';

const searchDialog = (page: Page) => page.getByRole('dialog', { name: 'Cerca uno strumento' });
const options = (page: Page) => searchDialog(page).getByRole('option');
const cards = (page: Page) => page.locator('.tool-grid a.tool-card');
const converted = (page: Page, value: string) => page.locator('.number__value--accent', { hasText: new RegExp(`^${value}$`) });
const bmiFigure = (page: Page, value: string) => page.locator('.result-figure', { hasText: value });

/** The texts of the options the search lists, best match first. */
async function optionNames(page: Page): Promise<string[]> {
  return await options(page).locator('.search__name').allInnerTexts();
}

/** Resolves once the service worker is active, i.e. once it has precached the shell and every chunk. */
async function serviceWorkerReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

function describeSearch(suite: Suite): void {
  it('search: Ctrl+K finds «Calcolatore BMI» from "bmi", "massa corporea" and the typo "clacolatore"; Enter opens it', async () => {
    const { page } = await suite.visit('/faq');
    await see(page, page.getByRole('heading', { level: 1, name: 'Domande frequenti' }), 'the FAQ page');
    const opener = page.locator('.faq__question button').first();
    await opener.focus();

    await page.keyboard.press('Control+K');
    await see(page, searchDialog(page), 'the search dialog after Ctrl+K');
    const input = searchDialog(page).getByRole('combobox', { name: 'Nome, uso o categoria dello strumento' });
    await expectEqual(page, await input.evaluate((element) => element === document.activeElement), true, 'the focus in the search box');

    await input.fill('bmi');
    await waitUntil(page, async () => (await optionNames(page))[0] === 'Calcolatore BMI', '«Calcolatore BMI» first for "bmi"');
    await input.fill('massa corporea');
    await waitUntil(page, async () => (await optionNames(page))[0] === 'Calcolatore BMI', '«Calcolatore BMI» first for "massa corporea"');
    await input.fill('clacolatore');
    await waitUntil(page, async () => (await optionNames(page)).slice(0, 2).includes('Calcolatore BMI'), '«Calcolatore BMI» among the first two for "clacolatore"');
    await expectEqual(page, await options(page).first().getAttribute('aria-selected'), 'true', 'the first result chosen');
    await suite.screenshot(page, 'search-dialog');
    await expectAccessible(page, 'the search dialog');

    // Esc closes and gives the focus back where it was.
    await page.keyboard.press('Escape');
    await waitUntil(page, async () => (await searchDialog(page).count()) === 0, 'the search dialog to close on Esc');
    await expectEqual(page, await opener.evaluate((element) => element === document.activeElement), true, 'the focus back on the FAQ question');

    // «/» opens it too; the arrows choose, Enter opens the chosen tool.
    await page.keyboard.press('/');
    await see(page, searchDialog(page), 'the search dialog after «/»');
    await page.keyboard.type('massa corporea');
    await waitUntil(page, async () => (await optionNames(page))[0] === 'Calcolatore BMI', 'the BMI calculator first');
    await page.keyboard.press('Enter');
    await see(page, page.getByRole('heading', { level: 1, name: 'Calcolatore BMI' }), 'the BMI calculator opened by Enter');
    await expectEqual(page, new URL(page.url()).pathname, '/tools/bmi-calculator', 'the address after Enter');
  });

  it('search: the navbar button opens it at phone width; nothing found offers to suggest the tool, filled in', async () => {
    const { page } = await suite.visit('/', { width: PHONE });
    await page.getByRole('button', { name: 'Cerca' }).click();
    const input = searchDialog(page).getByRole('combobox');
    await input.fill('oroscopo cinese');
    await seeText(page, 'Nessuno strumento trovato');
    await suite.screenshot(page, 'search-nothing-found');
    await searchDialog(page).getByRole('link', { name: 'Suggerisci «oroscopo cinese» come nuovo strumento' }).click();
    const suggest = page.getByRole('dialog', { name: 'Suggerisci un tool' });
    await see(page, suggest, 'the suggest dialog on /tools');
    await expectEqual(page, await suggest.getByLabel('Nome del tool *').inputValue(), 'oroscopo cinese', 'the name in the suggest form');
  });

  it('tools page: the filter box and the category chips narrow the grid; no match offers the suggest dialog', async () => {
    const { page } = await suite.visit('/tools');
    const box = page.getByRole('searchbox', { name: 'Filtra gli strumenti' });
    await box.fill('valuta');
    await waitUntil(page, async () => (await cards(page).first().getAttribute('href')) === '/tools/currency-converter', 'the currency converter first');
    await box.fill('');
    const all = await cards(page).count();
    await page.getByRole('group', { name: 'Categorie' }).getByRole('button', { name: 'Matematica & Informatica' }).click();
    await waitUntil(
      page,
      async () => {
        const categories = await cards(page).locator('.tool-card__category').allInnerTexts();
        return categories.length < all && categories.every((category) => /^matematica & informatica$/i.test(category.trim()));
      },
      'only the cards of «Matematica & Informatica»',
    );
    await see(page, page.locator('.tool-grid a[href="/tools/number-converter"]'), 'the number converter among them');
    await page.getByRole('group', { name: 'Categorie' }).getByRole('button', { name: 'Tutte' }).click();
    await waitUntil(page, async () => (await cards(page).count()) === all, 'every card again with «Tutte»');
    await box.fill('oroscopo');
    await see(page, page.getByRole('heading', { name: 'Nessuno strumento trovato' }), '«Nessuno strumento trovato»');
    await suite.screenshot(page, 'tools-filter-nothing-found');
    await expectAccessible(page, 'the tools page with nothing found');
    await page.getByRole('button', { name: 'Suggerisci «oroscopo»' }).click();
    await expectEqual(page, await page.getByRole('dialog', { name: 'Suggerisci un tool' }).getByLabel('Nome del tool *').inputValue(), 'oroscopo', 'the name in the suggest form');
  });
}

function describeFavourites(suite: Suite): void {
  it('favourites: a starred tool survives a reload, comes first on /tools and on the home page with the recent ones', async () => {
    const { page } = await suite.visit('/tools');
    const star = page.getByRole('button', { name: 'Aggiungi Generatore QR Code ai preferiti' });
    await expectEqual(page, await star.getAttribute('aria-pressed'), 'false', 'the star before it is pressed');
    await star.focus();
    await page.keyboard.press('Enter');
    await waitUntil(page, async () => (await star.getAttribute('aria-pressed')) === 'true', 'the star pressed by the keyboard');

    await page.reload();
    await see(page, page.getByRole('heading', { level: 1, name: 'Strumenti' }), 'the tools page after the reload');
    await waitUntil(page, async () => (await star.getAttribute('aria-pressed')) === 'true', 'the star still pressed after the reload');
    await expectEqual(page, await cards(page).first().getAttribute('href'), '/tools/qr-code-generator', 'the first card after the reload');
    await suite.screenshot(page, 'tools-favourite-first');
    await expectAccessible(page, 'the tools page with a favourite');

    await page.goto('/tools/bmi-calculator');
    await see(page, page.getByRole('heading', { level: 1, name: 'Calcolatore BMI' }), 'the BMI calculator');
    await page.goto('/');
    const yours = page.getByRole('region', { name: 'I tuoi strumenti' });
    await see(page, yours, '«I tuoi strumenti» on the home page');
    const links = await yours.getByRole('link').evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
    await expectEqual(page, links, ['/tools/qr-code-generator', '/tools/bmi-calculator'], 'the favourite, then the recent tool');
    await suite.screenshot(page, 'home-your-tools');
    await expectAccessible(page, 'the home page with «I tuoi strumenti»');
  });
}

function describeLinks(suite: Suite): void {
  it('links: a tool address with parameters shows its result on arrival; typing replaces the entry; «Copia link» copies it', async () => {
    const { page } = await suite.visit('/tools/bmi-calculator?altezza=180&peso=75');
    await see(page, bmiFigure(page, '23,1'), 'the BMI of the link, at once');
    await suite.screenshot(page, 'bmi-from-link');

    const entries = await page.evaluate(() => history.length);
    await page.getByLabel('Altezza (cm)').fill('');
    await page.getByLabel('Altezza (cm)').pressSequentially('170');
    await waitUntil(page, async () => new URL(page.url()).search === '?altezza=170&peso=75', 'the address to follow the typing');
    await expectEqual(page, await page.evaluate(() => history.length), entries, 'the history length after typing');
    await page.getByRole('button', { name: 'Copia link' }).click();
    await seeText(page, 'Link copiato!');
    await expectEqual(page, await page.evaluate(() => navigator.clipboard.readText()), page.url(), 'the copied link');

    await page.goto('/tools/number-converter?numero=FF&da=16&a=2');
    await see(page, converted(page, '11111111'), 'FF hex in binary, from the link');
    await suite.screenshot(page, 'number-converter-from-link');
  });

  it('links: a bad parameter is ignored and its default kept, never an error screen', async () => {
    const { page } = await suite.visit('/tools/number-converter?numero=1010&da=2&a=sette');
    await see(page, converted(page, 'A'), '1010 binary in the default base 16');
    await expectEqual(page, await page.getByLabel('Alla base', { exact: true }).inputValue(), '16', 'the target base');
    await waitUntil(page, async () => new URL(page.url()).search === '?numero=1010&da=2', 'the bad parameter gone from the address');

    await page.goto('/tools/bmi-calculator?altezza=abc&peso=75');
    await see(page, page.getByRole('heading', { level: 1, name: 'Calcolatore BMI' }), 'the BMI calculator');
    await expectEqual(page, await page.getByLabel('Altezza (cm)').inputValue(), '', 'the height left empty');
    await expectEqual(page, await page.getByLabel('Peso (kg)').inputValue(), '75', 'the weight of the link');
    await expectEqual(page, await page.getByRole('alert').count(), 0, 'the number of error messages');
    await suite.screenshot(page, 'bmi-bad-link');
  });
}

function describeOffline(suite: Suite): void {
  it('offline after a first visit: /, /tools, the Pomodoro, the BMI and the number converter work; a server tool says it needs a connection and recovers by itself', async () => {
    const { page, context } = await suite.visit('/');
    await see(page, page.getByRole('heading', { level: 1 }), 'the home page');
    await serviceWorkerReady(page);

    await context.setOffline(true);
    await page.goto('/');
    await see(page, page.getByRole('heading', { level: 1, name: 'Tutto ciò che ti serve, in orbita' }), 'the home page offline');
    await page.goto('/tools');
    await see(page, page.locator('a[href="/tools/number-converter"]'), 'the tools grid offline');
    await suite.screenshot(page, 'offline-tools');

    await page.goto('/tools/pomodoro-timer');
    const timer = page.getByRole('timer');
    await see(page, timer, 'the Pomodoro offline');
    await page.getByRole('button', { name: 'Avvia' }).click();
    await waitUntil(page, async () => (await timer.innerText()).trim() !== '25:00', 'the Pomodoro counting down offline', 5_000);
    await page.getByRole('button', { name: 'Pausa', exact: true }).click();

    await page.goto('/tools/bmi-calculator?altezza=180&peso=75');
    await see(page, bmiFigure(page, '23,1'), 'the BMI computed offline');

    await page.goto('/tools/number-converter?numero=FF&da=16&a=2');
    await see(page, converted(page, '11111111'), 'the number converted offline, in the page');

    await page.goto('/tools/currency-converter');
    await see(page, page.getByRole('heading', { name: 'Serve una connessione a Internet' }), 'the needs-a-connection message');
    await suite.screenshot(page, 'offline-currency-converter');
    await expectAccessible(page, 'a server tool offline');

    await context.setOffline(false);
    await see(page, page.locator('.result-figure', { hasText: '80,00 EUR' }), 'the conversion once the connection is back, without a reload');

    const cachedApi = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls.filter((url) => new URL(url).pathname.startsWith('/api/'));
    });
    await expectEqual(page, cachedApi, [], 'the API answers in the service worker caches');
  });

  it('offline after a first visit, the tools whose page works its answer out still answer, and follow each keystroke', async () => {
    const { page, context } = await suite.visit('/');
    await serviceWorkerReady(page);
    await context.setOffline(true);

    await page.goto('/tools/vat-calculator?importo=1000');
    await see(page, page.locator('.vat__total .result-row__value', { hasText: '1.220,00 €' }), 'the VAT computed offline');
    await page.getByLabel('Imponibile (€)', { exact: true }).fill('2000');
    await see(page, page.locator('.vat__total .result-row__value', { hasText: '2.440,00 €' }), 'a new amount answered offline');

    await page.goto('/tools/percentage-calculator?a=22&b=150');
    await see(page, page.locator('.percentage__result', { hasText: '33' }), 'the percentage computed offline');

    await page.goto('/tools/working-days-calculator?dal=2025-12-22&al=2025-12-31');
    await see(page, page.locator('.workdays__result', { hasText: '6' }), 'the working days counted offline');

    await page.goto('/tools/legal-interest-calculator?importo=10000&dal=2024-01-01&al=2025-01-01');
    await see(page, page.locator('.legal-interest__total .result-row__value', { hasText: '250,55 €' }), 'the legal interest computed offline');

    await page.goto('/tools/late-payment-calculator?importo=1000&tributo=irpef&scadenza=2025-06-16&pagamento=2025-06-26');
    await see(page, page.locator('.late-payment__total .result-row__value', { hasText: '1.008,88 €' }), 'the ravvedimento computed offline');

    await page.goto('/tools/withholding-calculator?importo=1000');
    await see(page, page.locator('.withholding__total .result-row__value', { hasText: '800,00 €' }), 'the withholding computed offline');

    await page.goto('/tools/mortgage-calculator?importo=100000&tasso=3&anni=20');
    await see(page, page.locator('.result-row', { hasText: 'Totale interessi' }).filter({ hasText: '33.103,24 €' }), 'the mortgage plan computed offline');

    await page.goto('/tools/iban-checker');
    await page.getByLabel('IBAN da verificare', { exact: true }).fill('DE89 3704 0044 0532 0130 00');
    await see(page, page.getByText(/Numero di conto verificato con il metodo 13 della Bundesbank/), 'a German IBAN checked offline');

    await page.goto('/tools/net-salary-calculator?importo=30000&regione=lombardia&comunale=0,8&anno=2026&mensilita=13');
    await see(page, page.locator('.result-row', { hasText: 'Stipendio netto al mese' }).filter({ hasText: '1.801,96 €' }), 'the net salary computed offline');
    await context.setOffline(false);
  });

  it('installable: Chromium reads the manifest without errors and finds nothing that stops an install', async () => {
    const { page, context } = await suite.visit('/');
    await serviceWorkerReady(page);
    await page.reload();
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    await expectEqual(page, manifest.errors, [], 'the errors Chromium finds in the manifest');
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // A Playwright context keeps nothing on disk, which Chromium reports as incognito: no site can be installed there.
    const errors = installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito');
    await expectEqual(page, errors, [], 'what stops the install');
    const parsed = JSON.parse(manifest.data ?? '{}') as { name?: string; lang?: string; shortcuts?: unknown[] };
    await expectEqual(page, [parsed.name, parsed.lang, parsed.shortcuts?.length], ['Orbita · Strumenti quotidiani', 'it', 4], 'the manifest');
  });

  it('a new version waits for «Nuova versione disponibile — Aggiorna», then takes over', async () => {
    const { page } = await suite.visit('/');
    await serviceWorkerReady(page);
    await page.reload();
    await waitUntil(page, async () => await page.evaluate(() => navigator.serviceWorker.controller !== null), 'the page controlled by the service worker');

    // A release: the service worker script changes on the server, its compressed copies with it (as the build writes them).
    const script = path.join(suite.hub().frontendDist, 'sw.js');
    appendFileSync(script, `\n// release ${Date.now()}\n`);
    const released = readFileSync(script);
    writeFileSync(`${script}.br`, brotliCompressSync(released));
    writeFileSync(`${script}.gz`, gzipSync(released));
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const prompt = page.getByRole('status').filter({ hasText: 'Nuova versione disponibile — Aggiorna' });
    await see(page, prompt, 'the new version prompt', 20_000);
    await suite.screenshot(page, 'update-prompt');
    await expectAccessible(page, 'the home page with the update prompt');

    const navigation = page.waitForEvent('framenavigated');
    await prompt.getByRole('button', { name: 'Aggiorna' }).click();
    await navigation;
    await see(page, page.getByRole('heading', { level: 1, name: 'Tutto ciò che ti serve, in orbita' }), 'the home page, reloaded on the new version');
    await expectEqual(page, await prompt.count(), 0, 'the number of prompts after the update');
  });
}

/** Find, remember, share, install: the search, favourites, links that carry the result, and the offline app. */
export function describeFindRememberShare(suite: Suite): void {
  describeSearch(suite);
  describeFavourites(suite);
  describeLinks(suite);
  describeOffline(suite);
}
