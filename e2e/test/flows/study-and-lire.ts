import { see, seeMessage, seeText, waitUntil } from '../support/screen.js';
import type { Suite } from '../support/session.js';
import { checkBothWidths, resultRow as row } from '../support/tool-page.js';

/** Media e voto di laurea and Lire ed euro: computed in the page, the address carrying the inputs, the rules cited, axe at both widths. */
export function describeStudyAndLire(suite: Suite): void {
  it('media e voto di laurea: 30 e lode in 6 CFU and 27 in 9 CFU start at 103,40/110; the lode at 33 and 2 points reach 109,80', async () => {
    const { page } = await suite.visit('/tools/graduation-grade?esami=30L%206%0A27%209');
    await see(page, row(page, 'Voto di partenza', '103,40/110'), 'the starting grade');
    await see(page, row(page, 'Media ponderata', '28,20/30'), 'the weighted average');
    await seeText(page, /Regole applicate, verificate il/, 'the rules with their sources');
    await page.getByLabel('Valore della lode').fill('33');
    await page.getByLabel('Punti aggiunti dalla commissione').fill('2');
    await see(page, row(page, 'Con i punti aggiunti', '109,80/110 (arrotondato 110/110)'), 'the grade with the points');
    await waitUntil(page, async () => new URL(page.url()).searchParams.get('lode') === '33', 'the address to carry lode=33');
    await page.getByLabel('Esami: voto e CFU, uno per riga').fill('29L 6');
    await seeMessage(page, 'La lode si può avere solo con 30');
    await page.getByLabel('Valore della lode').fill('30');
    await page.getByLabel('Esami: voto e CFU, uno per riga').fill('Analisi matematica 1\tMAT/05\t9\t30L\t15/01/2022\nInglese B2 3 idoneo\n27 9');
    await see(page, row(page, 'Media ponderata', '28,50/30'), 'the pasted transcript read');
    await seeText(page, '1 idoneità esclusa dalla media.', 'the idoneità counted apart');
    await checkBothWidths(suite, page, 'graduation-grade');
  });

  it('lire ed euro: a million lire are 516,46 €, 100 € are 193.627 lire, with the regulations that fix the rate', async () => {
    const { page } = await suite.visit('/tools/lira-euro');
    await seeText(page, '516,46 €', 'a million lire in euro');
    await seeText(page, '1.000.000 lire / 1.936,27 = 516,46 €', 'the calculation');
    await see(page, page.getByRole('link', { name: /Regolamento \(CE\) n\. 2866\/98/ }), 'the regulation linked');
    await page.getByLabel('Conversione').selectOption({ label: 'Da euro a lire' });
    await page.getByLabel('Somma in euro (€)').fill('100');
    await seeText(page, '193.627 lire', '100 euro in lire');
    await waitUntil(page, async () => new URL(page.url()).searchParams.get('da') === 'euro', 'the address to carry da=euro');
    await page.getByLabel('Somma in euro (€)').fill('cento');
    await seeMessage(page, 'Inserisci una somma valida');
    await page.getByLabel('Somma in euro (€)').fill('100');
    await checkBothWidths(suite, page, 'lira-euro');
  });
}
