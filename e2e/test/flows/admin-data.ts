import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Dialog, Page } from 'playwright-core';
import { expectEqual, notSee, see } from '../support/screen.js';
import type { Suite } from '../support/session.js';
import { openDashboard } from './admin-session.js';
import { writeContact } from './pages.js';

const entry = (page: Page, title: string) => page.locator('.admin__item').filter({ has: page.getByRole('heading', { name: title }) });

/** Answers the next confirmation the page asks, and tells what it asked. */
function answerNextConfirm(page: Page, accept: boolean): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog: Dialog) => {
      resolve(dialog.message());
      void (accept ? dialog.accept() : dialog.dismiss());
    });
  });
}

/** Aggiorna, and waits until both lists came back from the server and are on screen. */
async function refresh(page: Page): Promise<void> {
  const answered = (path: string) => page.waitForResponse((response) => new URL(response.url()).pathname === path);
  const loaded = Promise.all([answered('/api/admin/contacts'), answered('/api/admin/suggestions')]);
  await page.getByRole('button', { name: 'Aggiorna' }).click();
  await loaded;
  await see(page, page.getByRole('button', { name: 'Aggiorna', disabled: false }), 'the refresh button ready again');
}

/** Deletes an entry after its confirmation: cancelled first (it stays), then accepted (it goes, also on the server). */
async function deleteWithConfirmation(page: Page, title: string, expectedQuestion: string): Promise<void> {
  const remove = entry(page, title).getByRole('button', { name: /^Elimina/ });
  const cancelled = answerNextConfirm(page, false);
  await remove.click();
  await expectEqual(page, await cancelled, expectedQuestion, 'the confirmation question');
  await see(page, entry(page, title), `${title} still there after cancelling`);
  const accepted = answerNextConfirm(page, true);
  await remove.click();
  await accepted;
  await notSee(page, entry(page, title), `${title} after confirming the deletion`);
  await refresh(page);
  await notSee(page, entry(page, title), `${title} after refreshing the data from the server`);
}

export function describeAdminData(suite: Suite): void {
  it('admin: a new contact shows up live marked NUOVO, is marked read, then deleted after confirmation', async () => {
    const { page } = await openDashboard(suite);
    await see(page, page.getByText('In diretta'), 'the live-update mark', 15_000);
    const name = `Luca Verdi ${randomBytes(3).toString('hex')}`;
    const visitor = await suite.visit('/contact');
    await writeContact(visitor.page, { name, email: 'luca@example.com', subject: 'Una domanda', message: 'Il convertitore accetta i decimali?' });
    await see(visitor.page, visitor.page.getByRole('heading', { name: 'Messaggio Inviato!' }), 'the sent confirmation');

    const contact = entry(page, name);
    await see(page, contact, `the new contact from ${name} without refreshing`, 15_000);
    await see(page, contact.getByText('NUOVO', { exact: true }), 'the NUOVO mark on the new contact');
    await contact.getByRole('button', { name: 'Segna come letto' }).click();
    await notSee(page, contact.getByText('NUOVO', { exact: true }), 'the NUOVO mark after Segna come letto');
    await refresh(page);
    await see(page, contact, `the contact from ${name} after refreshing`);
    await notSee(page, contact.getByText('NUOVO', { exact: true }), 'the NUOVO mark after refreshing from the server');

    await deleteWithConfirmation(page, name, 'Sei sicuro di voler eliminare questo contatto?');
  });

  it('admin: a suggestion is deleted after its confirmation', async () => {
    const { page } = await openDashboard(suite);
    const toolName = `Cronometro ${randomBytes(3).toString('hex')}`;
    const created = await page.request.post('/api/suggest-tool', {
      data: { toolName, description: 'Giri e tempi parziali.', category: 'Produttività', priority: 'media', email: '' },
    });
    await expectEqual(page, created.status(), 201, 'the status of the new suggestion');
    await refresh(page);
    await page.getByRole('tab', { name: /^Suggerimenti/ }).click();
    await see(page, entry(page, toolName), `the suggestion ${toolName}`);
    await deleteWithConfirmation(page, toolName, 'Sei sicuro di voler eliminare questo suggerimento?');
  });

  it('admin: approves a suggestion, which visitors then see as Approvato; exports the suggestions as CSV; charts the last 30 days', async () => {
    const { page } = await openDashboard(suite);
    const toolName = `Metronomo ${randomBytes(3).toString('hex')}`;
    const created = await page.request.post('/api/suggest-tool', { data: { toolName, description: 'Per musicisti.', category: 'Intrattenimento' } });
    await expectEqual(page, created.status(), 201, 'the status of the new suggestion');
    await refresh(page);
    await see(page, page.getByRole('img', { name: /^Negli ultimi 30 giorni: \d+ contatti, \d+ suggerimenti, \d+ voti\./ }), 'the activity chart');
    await page.getByRole('tab', { name: /^Suggerimenti/ }).click();
    await entry(page, toolName).getByRole('button', { name: `Approva il suggerimento ${toolName}` }).click();
    await see(page, entry(page, toolName).getByText('Approvato', { exact: true }), 'the approved mark');
    const listed = await page.request.get('/api/suggestions?limit=100');
    const mine = ((await listed.json()) as Array<{ toolName: string; status: string }>).find((s) => s.toolName === toolName);
    await expectEqual(page, mine?.status, 'approved', 'the public status of the approved suggestion');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Esporta suggerimenti (CSV)' }).click()]);
    await expectEqual(page, /^suggerimenti-\d{4}-\d{2}-\d{2}\.csv$/.test(download.suggestedFilename()), true, `the file name (${download.suggestedFilename()})`);
    const csv = await readFile((await download.path())!);
    await expectEqual(page, [...csv.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'the UTF-8 BOM that Excel needs');
    await expectEqual(page, csv.toString('utf8').includes(`;${toolName};Per musicisti.;Intrattenimento;media;;Approvato;0;`), true, 'the approved suggestion in the CSV');
  });

  it('admin: exports the contacts as CSV for Excel, a message that looks like a formula kept as text', async () => {
    const { page } = await openDashboard(suite);
    const name = `Lucia ${randomBytes(3).toString('hex')}`;
    const sent = await page.request.post('/api/contact', { data: { name, email: 'lucia@example.it', subject: 'Conti', message: '=SOMMA(A1:A9)' } });
    await expectEqual(page, sent.status(), 201, 'the status of the new contact');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Esporta contatti (CSV)' }).click()]);
    await expectEqual(page, /^contatti-\d{4}-\d{2}-\d{2}\.csv$/.test(download.suggestedFilename()), true, `the file name (${download.suggestedFilename()})`);
    const csv = await readFile((await download.path())!);
    await expectEqual(page, [...csv.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'the UTF-8 BOM that Excel needs');
    const text = csv.toString('utf8');
    await expectEqual(page, text.slice(1, text.indexOf('\r\n')), 'ID;Nome;Email;Oggetto;Messaggio;Letto;Data', 'the header row');
    await expectEqual(page, text.includes(`;${name};lucia@example.it;Conti;'=SOMMA(A1:A9);No;`), true, 'the contact, its message as text, in the CSV');
  });
}
