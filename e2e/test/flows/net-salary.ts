import { see, seeMessage, seeText, waitUntil } from '../support/screen.js';
import type { Suite } from '../support/session.js';
import { checkBothWidths, resultRow as row } from '../support/tool-page.js';

/** Stipendio netto through the gateway: the result as the visitor types, the picture and its words, the way back, axe at both widths. */
export function describeNetSalary(suite: Suite): void {
  it('stipendio netto: a RAL of 30.000 € in Lombardia in 2026 leaves 1.801,96 € a month over 13; back from 24.000 € net in 2025 over 14 it needs 30.995,21 €', async () => {
    const { page } = await suite.visit('/tools/net-salary-calculator?importo=30000&regione=lombardia&comunale=0,8&anno=2026&mensilita=13');
    await see(page, row(page, 'Stipendio netto al mese', '1.801,96 €'), 'the monthly net');
    await see(page, row(page, 'Netto annuo', '23.425,49 €'), 'the yearly net');
    // INPS 9,19% of 30.000 €, IRPEF 23% of 27.243 € less 2.044,26 € (art. 13 TUIR) and 1.000 € (cuneo fiscale).
    await see(page, page.getByRole('row', { name: /IRPEF netta/ }).filter({ hasText: '3.221,63 €' }), 'the net IRPEF in the steps');
    await seeText(page, /Di ogni 100 € di RAL: Contributi INPS 9,19 €/, 'the picture said in words');
    await seeText(page, 'Con la stessa RAL il netto è uguale nel 2026 e nel 2025.', 'the comparison with the other year');
    await seeText(page, /Regole del 2026, verificate il/, 'the rules of the year');
    await see(page, page.getByText('da confermare sulla fonte ufficiale').first(), 'the unconfirmed values marked');

    await page.getByLabel('Calcolo').selectOption({ label: 'Dal netto che vuoi alla RAL' });
    await page.getByLabel('Anno').selectOption('2025');
    await page.getByLabel('Mensilità').selectOption('14');
    await page.getByLabel('Netto annuo che vuoi (€)').fill('24.000');
    await see(page, row(page, 'RAL che ti serve', '30.995,21 €'), 'the smallest RAL giving the net');
    await waitUntil(page, async () => new URL(page.url()).searchParams.get('calcolo') === 'netto', 'the address to carry calcolo=netto');

    await page.getByLabel('Netto annuo che vuoi (€)').fill('mille');
    await seeMessage(page, '«Netto annuo che vuoi (€)»: inserisci un importo maggiore di zero');
    await page.getByLabel('Netto annuo che vuoi (€)').fill('24000');
    await see(page, row(page, 'RAL che ti serve', '30.995,21 €'), 'the result again');
    await checkBothWidths(suite, page, 'net-salary-calculator');
  });
}
