import type { BrowserContext, Page } from 'playwright-core';
import { expectEqual, see } from '../support/screen.js';
import type { Suite } from '../support/session.js';
import { resultRow as row } from '../support/tool-page.js';

/** Starts noting every request to the API the page makes from now on. */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

/** Types `text` key by key into the field labelled `label`, as a visitor does. */
async function typeInto(page: Page, label: string, text: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await field.fill('');
  await field.pressSequentially(text, { delay: 20 });
}

/** Once the service worker has kept the site, the connection drops and the tool is opened again. */
async function installedThenOffline(page: Page, context: BrowserContext, path: string): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await context.setOffline(true);
  await page.goto(path);
}

/** The tools whose page works the answer out itself: each keystroke answered with no request to the API. */
export function describeInPageTools(suite: Suite): void {
  it('mortgage: typing the amount and the years answers each keystroke in the page, with no request to the API', async () => {
    const { page } = await suite.visit('/tools/mortgage-calculator?importo=100000&tasso=3&anni=20');
    await see(page, row(page, 'Totale interessi', '33.103,24 €'), 'the plan on arrival');
    const calls = recordApiCalls(page);
    await typeInto(page, 'Importo del mutuo (€)', '200000');
    await see(page, row(page, 'Totale interessi', '66.206,43 €'), 'the plan for 200.000 €');
    await typeInto(page, 'Durata (anni)', '40');
    await see(page, row(page, 'Totale interessi', '143.664,65 €'), 'the 40-year plan');
    await expectEqual(page, calls, [], 'the requests to the API while typing');
  }, 120_000);

  it('IBAN: an Italian and a German IBAN typed key by key are checked in the page, the Bundesbank method included, with no request to the API', async () => {
    const { page } = await suite.visit('/tools/iban-checker');
    await see(page, page.getByText('IBAN valido'), 'the example IBAN on arrival');
    const calls = recordApiCalls(page);
    await typeInto(page, 'IBAN da verificare', 'IT60 X054 2811 1010 0000 0123 457');
    await see(page, page.getByText(/IBAN non valido: Le cifre di controllo «60» non tornano/), 'a typing error found');
    await typeInto(page, 'IBAN da verificare', 'DE89 3704 0044 0532 0130 00');
    await see(page, page.getByText(/Numero di conto verificato con il metodo 13 della Bundesbank/), 'the German account checked');
    await expectEqual(page, calls, [], 'the requests to the API while typing');
  }, 120_000);

  it('net salary: typing a new RAL answers each keystroke in the page, with the regional and municipal rules, with no request to the API', async () => {
    const { page } = await suite.visit('/tools/net-salary-calculator?importo=30000&regione=lombardia&comunale=0,8&anno=2026&mensilita=13');
    await see(page, row(page, 'Stipendio netto al mese', '1.801,96 €'), 'the monthly net on arrival');
    const calls = recordApiCalls(page);
    await typeInto(page, 'RAL, retribuzione annua lorda (€)', '35000');
    await see(page, row(page, 'Stipendio netto al mese', '2.002,47 €'), 'the monthly net for 35.000 €');
    await expectEqual(page, calls, [], 'the requests to the API while typing');
  }, 120_000);

  it('QR Code: typing the text redraws the code at each keystroke in the page, with no request to the API; offline once installed too', async () => {
    const { page, context } = await suite.visit('/tools/qr-code-generator');
    await see(page, page.getByRole('img', { name: 'QR Code che contiene: https://www.example.com' }), 'the default code on arrival');
    const calls = recordApiCalls(page);
    await typeInto(page, 'Testo o link da codificare', 'https://orbita.it');
    await see(page, page.getByRole('img', { name: 'QR Code che contiene: https://orbita.it' }), 'the code of the text typed');
    await expectEqual(page, calls, [], 'the requests to the API while typing');
    await installedThenOffline(page, context, '/tools/qr-code-generator');
    await typeInto(page, 'Testo o link da codificare', 'Ciao');
    await see(page, page.getByRole('img', { name: 'QR Code che contiene: Ciao' }), 'the code of a text typed offline');
    await context.setOffline(false);
  }, 120_000);

  it('codice fiscale: a place typed key by key asks nothing and shows no error until it is whole; the code and its check answer in the page, offline once installed too', async () => {
    const { page, context } = await suite.visit('/tools/tax-code-calculator');
    await see(page, page.locator('.tax-code__code', { hasText: 'RSSMRA85T10A562S' }), 'the example code once the places are in');
    const calls = recordApiCalls(page);
    await typeInto(page, 'Luogo di nascita', 'Milano (MI');
    await see(page, page.getByText('Continua a scrivere il luogo di nascita o scegli uno dei suggerimenti'), 'the hint while the place is typed');
    await expectEqual(page, await page.getByRole('alert').count(), 0, 'the errors shown while the place is typed');
    await page.getByLabel('Luogo di nascita', { exact: true }).press(')');
    await see(page, page.locator('.tax-code__code', { hasText: 'RSSMRA85T10F205' }), 'the code with Milano\'s F205');
    await expectEqual(page, calls, [], 'the requests to the API while typing');
    await installedThenOffline(page, context, '/tools/tax-code-calculator');
    await see(page, page.locator('.tax-code__code', { hasText: 'RSSMRA85T10A562S' }), 'the example code offline, from the precached table of places');
    await typeInto(page, 'Codice fiscale da verificare', 'RSSMRA85T10A56NH');
    await see(page, page.getByText('Codice fiscale valido', { exact: true }), 'a code with omocodia checked offline');
    await context.setOffline(false);
  }, 120_000);
}
