import type { Page } from 'playwright-core';
import { expectEqual, see, seeMessage, seeText, waitUntil } from '../support/screen.js';
import type { Suite } from '../support/session.js';
import { checkBothWidths } from '../support/tool-page.js';

const secretOnScreen = (page: Page) => page.locator('.password__value').innerText();

/** A count of the word counter as the visitor reads it: the figure under its name. */
const count = (page: Page, name: string) => page.locator('.words__counts > div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${name}$`) }) }).locator('dd');

/** Everything the page could have left a secret in: its address, title, history length, both storages. */
const pageTraces = (page: Page) =>
  page.evaluate(() => ({
    href: location.href,
    title: document.title,
    historyLength: history.length,
    stored: [...Object.values({ ...localStorage }), ...Object.values({ ...sessionStorage })].join('\n'),
  }));

/** The date, age, word and password tools: each one's worked example through the page, axe and no overflow at 1280 and 390 px. */
export function describeDatesWordsPasswords(suite: Suite): void {
  it('date calculator: 28/02/2024 to 01/03/2025 is 367 days; 31/01/2025 plus one month is 28/02/2025 (art. 2963 c.c.)', async () => {
    const { page } = await suite.visit('/tools/date-calculator?dal=2024-02-28&al=2025-03-01');
    await see(page, page.locator('.dates__result', { hasText: '367 giorni' }), 'the 367 days');
    await see(page, page.getByRole('link', { name: 'Conta i giorni lavorativi tra queste date' }), 'the link to the working days');
    await checkBothWidths(suite, page, 'date-calculator');
    await page.goto('/tools/date-calculator?modo=aggiungi&data=2025-01-31&quanti=1&unita=mesi');
    await see(page, page.locator('.dates__result', { hasText: '28 febbraio 2025' }), '28 February 2025');
    await seeText(page, /la scadenza cade nel suo ultimo giorno/, 'the month end said');
    await see(page, page.getByRole('link', { name: 'art. 2963 del codice civile' }).first(), 'the civil code linked');
  });

  it('age calculator: born 16/06/1990, on 15/06/2026 one is 35, the 36th birthday is tomorrow, a Tuesday', async () => {
    const { page } = await suite.visit('/tools/age-calculator?nascita=1990-06-16&al=2026-06-15');
    await see(page, page.locator('.age__result', { hasText: '35 anni' }), 'the 35 years');
    await seeText(page, 'Età esatta: 35 anni, 11 mesi e 30 giorni, al 15 giugno 2026.', 'the exact age');
    await seeText(page, 'Prossimo compleanno (36 anni): martedì 16 giugno 2026, tra 1 giorno.', 'the next birthday');
    await checkBothWidths(suite, page, 'age-calculator');
    await page.goto('/tools/age-calculator?nascita=2000-02-29&al=2025-02-28');
    await see(page, page.locator('.age__result', { hasText: '25 anni' }), '25 years on 28 February of a common year');
    await seeText(page, /Nato il 29 febbraio/, 'the leap-day rule said');
  });

  it('word counter: words, sentences and an SMS in UCS-2 because of «È», counted as one types, the text never in the address', async () => {
    const { page } = await suite.visit('/tools/word-counter');
    await page.getByLabel('Scrivi o incolla il testo').fill('È una bella giornata. Bella davvero!');
    await see(page, count(page, 'Parole').filter({ hasText: /^6$/ }), '6 words');
    await see(page, count(page, 'Frasi').filter({ hasText: /^2$/ }), '2 sentences');
    await seeText(page, /SMS: 1 \(UCS-2, 36 su 70\)/, 'one UCS-2 SMS');
    await seeText(page, /non sono nell'alfabeto GSM e riducono l'SMS a 70 caratteri: È/, 'the letter that is not GSM');
    await expectEqual(page, new URL(page.url()).search, '', 'the address after typing');
    await checkBothWidths(suite, page, 'word-counter');
  });

  it('password generator: made in the page, never in a request, the address, the history, storage or the console; copy and regenerate', async () => {
    const { page, context } = await suite.visit('/');
    const requests: string[] = [];
    const consoleLines: string[] = [];
    // The context sees the service worker's requests too.
    context.on('request', (request) => requests.push(`${request.method()} ${request.url()}\n${JSON.stringify(request.headers())}\n${request.postData() ?? ''}`));
    page.on('console', (message) => consoleLines.push(message.text()));
    await page.goto('/tools/password-generator');
    const before = await pageTraces(page);
    const secrets: string[] = [];

    await waitUntil(page, async () => (await secretOnScreen(page)).length === 16, 'a 16-character password');
    secrets.push(await secretOnScreen(page));
    await seeText(page, /Entropia: 101,6 bit/, 'its exact entropy');
    await seeText(page, /Robustezza stimata: Ottima \(4 su 4\)/, 'zxcvbn\'s estimate in Italian');
    await page.getByRole('button', { name: 'Rigenera' }).click();
    await waitUntil(page, async () => !secrets.includes(await secretOnScreen(page)), 'a new password');
    secrets.push(await secretOnScreen(page));
    await page.getByRole('button', { name: 'Copia la password' }).click();
    await expectEqual(page, await page.evaluate(() => navigator.clipboard.readText()), secrets.at(-1), 'the copied password');

    await page.getByLabel('Lunghezza (caratteri)').fill('40');
    await waitUntil(page, async () => (await secretOnScreen(page)).length === 40, 'a 40-character password');
    secrets.push(await secretOnScreen(page));
    await page.getByRole('checkbox', { name: /Senza caratteri che si confondono/ }).check();
    secrets.push(await secretOnScreen(page));
    for (const name of ['Minuscole (a-z)', 'Maiuscole (A-Z)', 'Cifre (0-9)', 'Simboli (!#$%…)']) await page.getByRole('checkbox', { name }).uncheck();
    await seeMessage(page, 'Scegli almeno un tipo di caratteri');

    await page.getByRole('radio', { name: 'Frase di parole (passphrase)' }).check();
    await waitUntil(page, async () => /^[a-z]+(-[a-z]+){4}$/.test(await secretOnScreen(page)), 'five words joined by hyphens');
    secrets.push(await secretOnScreen(page));
    await seeText(page, /Entropia: 55 bit/, '11 bits a word');
    await seeText(page, /Robustezza stimata: \S+ \(\d su 4\)/, 'the passphrase estimated');
    await checkBothWidths(suite, page, 'password-generator');
    secrets.push(await secretOnScreen(page));

    const after = await pageTraces(page);
    const address = new URL(after.href);
    await expectEqual(page, address.search + address.hash, '', 'the query and hash of the address');
    await expectEqual(page, after.historyLength, before.historyLength, 'the entries of the history');
    const leaks = secrets.flatMap((secret) => [
      ...requests.filter((line) => line.includes(secret) || line.includes(encodeURIComponent(secret))).map((line) => `a request: ${line.split('\n')[0]}`),
      ...consoleLines.filter((line) => line.includes(secret)).map(() => 'the console'),
      ...(after.href.includes(secret) || after.title.includes(secret) ? ['the address or title'] : []),
      ...(after.stored.includes(secret) ? ['the storage'] : []),
    ]);
    // The recorder saw the page load (its scripts), so an empty list of leaks means something.
    await expectEqual(page, requests.some((line) => line.includes('/assets/PasswordGeneratorPage-')), true, 'the page\'s own script among the requests seen');
    await expectEqual(page, leaks, [], 'the places a generated secret reached');
    await expectEqual(page, requests.filter((line) => /\/api\//.test(line.split('\n')[0]!)), [], 'the API requests while generating');
  }, 120_000);
}
