import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expectAccessible } from '../support/axe.js';
import { notSee, see, seeMessage, seeText } from '../support/screen.js';
import type { Suite } from '../support/session.js';

interface Created {
  id: string;
  toolName: string;
  createdAt: string;
}

const dialog = (page: Page) => page.getByRole('dialog');
const item = (page: Page, toolName: string) => page.locator('li.suggestion').filter({ hasText: toolName });

/** Suggestions another visitor made earlier, through the same public call the form uses. */
async function suggestThroughApi(page: Page, toolName: string, category: string, priority: string): Promise<Created> {
  const response = await page.request.post('/api/suggest-tool', {
    data: { toolName, description: `Descrizione di ${toolName}`, category, priority, email: '' },
  });
  if (!response.ok()) throw new Error(`POST /api/suggest-tool answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as Created;
}

/** Day, month, year, hour and minute in Italian, as this browser's Intl writes them. */
function italianDateTime(page: Page, iso: string): Promise<string> {
  const options = { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' } as const;
  return page.evaluate(({ at, format }) => new Intl.DateTimeFormat('it-IT', format).format(new Date(at)), { at: iso, format: options });
}

async function openList(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Vedi i suggerimenti' }).click();
  await see(page, dialog(page).getByRole('heading', { name: 'Suggerimenti dei visitatori' }), 'the suggestions dialog');
  await notSee(page, page.getByText('Caricamento dei suggerimenti…'), 'the loading indicator');
}

/** The vote button is named as it reads, count and action first: "3 Vota: Metronomo", "4 Votato: Metronomo". */
const voteButton = (page: Page, toolName: string) => item(page, toolName).getByRole('button', { name: new RegExp(`^\\d+ Vota(to)?: ${toolName}$`) });

async function expectVotes(page: Page, toolName: string, votes: number): Promise<void> {
  const shown = item(page, toolName).getByRole('button', { name: new RegExp(`^${votes} Vota(to)?: ${toolName}$`) });
  await see(page, shown, `${toolName} with ${votes === 1 ? '1 voto' : `${votes} voti`}`);
}

function describeEmptyAndForm(suite: Suite, runId: string): void {
  it('the list says "Nessun suggerimento trovato" before anyone has suggested', async () => {
    const { page } = await suite.visit('/tools');
    await openList(page);
    await seeText(page, 'Nessun suggerimento trovato');
    await expectAccessible(page, 'the empty suggestions dialog');
  });

  it('the suggest form asks for a name and a description', async () => {
    const { page } = await suite.visit('/tools');
    await page.getByRole('button', { name: 'Suggerisci un tool' }).click();
    await see(page, dialog(page).getByRole('heading', { name: 'Suggerisci un tool' }), 'the suggest dialog');
    await expectAccessible(page, 'the suggest dialog');
    await suite.screenshot(page, 'suggest-dialog');
    await page.getByLabel('Nome del tool').fill('   ');
    await page.getByRole('button', { name: 'Invia suggerimento' }).click();
    await seeMessage(page, 'Nome e descrizione del tool sono obbligatori');
  });

  it('a suggestion is thanked for, and the dialog closes by itself after 3 seconds', async () => {
    const { page } = await suite.visit('/tools', { pausedClock: true });
    await page.getByRole('button', { name: 'Suggerisci un tool' }).click();
    await page.getByLabel('Nome del tool').fill(`Convertitore di unità ${runId}`);
    await page.getByLabel('Descrizione').fill('Metri, miglia, litri e galloni in un attimo.');
    await page.getByLabel('Categoria').selectOption('Finanza');
    await page.getByLabel('Priorità').selectOption('alta');
    await page.getByLabel('Email (facoltativa)').fill('idee@example.com');
    await page.getByRole('button', { name: 'Invia suggerimento' }).click();
    await seeText(page, 'Grazie per il tuo suggerimento!');
    const fakeNow = () => page.evaluate(() => Date.now());
    const shownAt = await fakeNow();
    await expectAccessible(page, 'the suggestion success dialog', { pausedClock: true });
    await page.clock.runFor(shownAt + 2_900 - (await fakeNow()));
    await see(page, dialog(page), 'the success dialog still open just before 3 seconds');
    await page.clock.runFor(200);
    await notSee(page, dialog(page), 'the success dialog after 3 seconds', 2_000);
  });
}

function describeListFilterVote(suite: Suite, runId: string): void {
  it('the list shows each suggestion with its ID, date, status and statistics, and filters by category', async () => {
    const { page } = await suite.visit('/tools');
    const school = await suggestThroughApi(page, `Tavola periodica ${runId}`, 'Educazione', 'alta');
    const games = await suggestThroughApi(page, `Dado virtuale ${runId}`, 'Intrattenimento', 'bassa');
    await openList(page);
    await see(page, item(page, school.toolName), `the suggestion ${school.toolName}`);
    const date = await italianDateTime(page, school.createdAt);
    for (const text of [`Codice ${school.id.slice(-6)}`, date, 'In valutazione', 'Priorità alta']) {
      await see(page, item(page, school.toolName).getByText(text, { exact: true }), `"${text}" on ${school.toolName}`);
    }
    const listed = await page.locator('li.suggestion').count();
    await see(page, page.locator('.stat').filter({ hasText: 'Suggerimenti' }).locator('dd', { hasText: new RegExp(`^${listed}$`) }), `the total ${listed}`);

    await page.getByRole('button', { name: /^Educazione \(/ }).click();
    await notSee(page, item(page, games.toolName), `${games.toolName} outside the Educazione filter`);
    await see(page, item(page, school.toolName), `${school.toolName} in the Educazione filter`);
    await page.getByRole('button', { name: /^Tutte \(/ }).click();
    await see(page, item(page, games.toolName), `${games.toolName} with every category shown`);
    await expectAccessible(page, 'the suggestions dialog with suggestions');
    await suite.screenshot(page, 'suggestions-dialog');
  });

  it('a vote counts once per visitor, and another visitor adds one more', async () => {
    const { page } = await suite.visit('/tools');
    const { toolName } = await suggestThroughApi(page, `Metronomo ${runId}`, 'Intrattenimento', 'media');
    await openList(page);
    await voteButton(page, toolName).click();
    await expectVotes(page, toolName, 1);
    await page.getByRole('button', { name: 'Chiudi' }).click();
    await openList(page);
    await expectVotes(page, toolName, 1);
    await voteButton(page, toolName).click();
    await see(page, item(page, toolName).getByRole('button', { name: /^\d+ Votato: / }), '"Votato" on the button after voting again');
    await expectVotes(page, toolName, 1);

    const other = await suite.visit('/tools');
    await openList(other.page);
    await voteButton(other.page, toolName).click();
    await expectVotes(other.page, toolName, 2);
  });
}

export function describeSuggestions(suite: Suite): void {
  const runId = randomBytes(3).toString('hex');
  describe('suggestions', () => {
    describeEmptyAndForm(suite, runId);
    describeListFilterVote(suite, runId);
  });
}
