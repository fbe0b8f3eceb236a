import { see, seeMessage, seeText, waitUntil } from '../support/screen.js';
import type { Suite } from '../support/session.js';
import { checkBothWidths } from '../support/tool-page.js';

/** Assegno unico: computed in the page, a child added and typed, the personal inputs kept out of the address, axe at both widths. */
export function describeSingleAllowance(suite: Suite): void {
  it('assegno unico: one child of 5 with ISEE 15.000 € gets 201,00 € in 2025, 57,50 € without an ISEE; a second child adds its own', async () => {
    const { page } = await suite.visit('/tools/single-allowance?anno=2025&mese=12&isee=15000&figli=2020-03-01');
    const headline = page.locator('.allowance__headline');
    await see(page, headline.getByText('201,00 €'), 'the allowance of one child of 5 at ISEE 15.000 €');
    await waitUntil(page, async () => !page.url().includes('2020-03-01'), 'the birth date to leave the address');
    await page.getByText('Mostra i passaggi').click();
    await see(page, page.getByRole('link', { name: /D\.Lgs\. 29 dicembre 2021, n\. 230/ }).first(), 'the decree linked, under «Mostra i passaggi»');
    await page.getByLabel('ISEE (€), vuoto se non presentato').fill('');
    await see(page, headline.getByText('57,50 €'), 'the least amount without an ISEE');
    await page.getByLabel('ISEE (€), vuoto se non presentato').fill('tanti');
    await seeMessage(page, "Inserisci un ISEE valido in euro, o lascia vuoto se non l'hai presentato");
    await page.getByLabel('ISEE (€), vuoto se non presentato').fill('10.000');
    await page.getByRole('button', { name: 'Aggiungi un figlio' }).click();
    await seeMessage(page, 'Inserisci la data di nascita del figlio 2');
    await page.getByLabel('Data di nascita del figlio 2').fill('10/05/2012');
    await page.getByLabel('Data di nascita del figlio 2').blur();
    await see(page, headline.getByText('402,00 €'), 'two minors at the full amount');
    await page.getByLabel('Disabilità del figlio 2').selectOption({ label: 'disabilità grave' });
    await see(page, headline.getByText('511,10 €'), 'the severe disability supplement of 109,10 €');
    await seeText(page, /da confermare/, 'the amounts not read in the circular said so');
    await checkBothWidths(suite, page, 'single-allowance');
  });
}
