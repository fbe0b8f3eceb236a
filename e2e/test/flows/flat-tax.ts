import { see, seeMessage, waitUntil } from '../support/screen.js';
import type { Suite } from '../support/session.js';
import { checkBothWidths, resultRow as row } from '../support/tool-page.js';

/** Regime forfettario through the gateway: the result as the visitor types, the comparison, the rules, axe at both widths. */
export function describeFlatTax(suite: Suite): void {
  it('forfettario: 50.000 € of fees of a professional in 2026 leave 35.507,79 €, drawn against IRPEF; artigiani with the 35% cut; a wrong amount is named by its label', async () => {
    const { page } = await suite.visit('/tools/flat-tax-calculator?ricavi=50000&attivita=professionali&gestione=gestione-separata&anno=2026');
    await see(page, row(page, 'Reddito imponibile lordo', '39.000,00 €'), 'the income at 78%');
    await see(page, row(page, 'Contributi INPS', '10.167,30 €'), 'the Gestione separata at 26,07%');
    await see(page, row(page, 'Imposta sostitutiva (15%)', '4.324,91 €'), 'the substitute tax');
    await see(page, row(page, 'Netto', '35.507,79 €'), 'the net');
    await see(page, page.getByRole('img', { name: /Come si dividono i ricavi/ }), 'the comparison drawn');
    await see(page, page.getByText('Con il forfettario ti restano 2.389,88 € in più che nel regime ordinario.'), 'the saving against IRPEF 23/33/43');
    await see(page, page.getByText('Regole del 2026, verificate il', { exact: false }), 'the rules of the year with the day they were checked');
    await see(page, page.getByText('da confermare sulla fonte ufficiale').first(), 'the 2026 INPS values marked unconfirmed');

    await page.getByLabel('Gestione INPS').selectOption({ label: 'Artigiani' });
    await page.getByLabel("Riduzione contributiva del 35% (chiesta all'INPS)").check();
    await page.getByLabel('Anno', { exact: true }).selectOption('2025');
    await page.getByLabel("Ricavi o compensi incassati nell'anno (€)").fill('10.000');
    // 2025 minimale 18.555 €: 65% of 4.453,20 € plus 7,44 € of maternity (INPS circ. 38/2025, L. 190/2014 c. 77).
    await see(page, row(page, 'Contributi INPS (ridotti del 35%)', '2.902,02 €'), 'the reduced minimum of artigiani');
    await waitUntil(page, async () => new URL(page.url()).searchParams.get('riduzione') === 'si', 'the address to carry riduzione=si');

    await page.getByLabel("Ricavi o compensi incassati nell'anno (€)").fill('120.000');
    await see(page, page.getByText(/cessa subito/), 'the warning over 100.000 €');
    await page.getByLabel("Ricavi o compensi incassati nell'anno (€)").fill('mille');
    await seeMessage(page, "«Ricavi o compensi incassati nell'anno (€)»: inserisci un importo da zero in su, al massimo al centesimo");
    await page.getByLabel("Ricavi o compensi incassati nell'anno (€)").fill('40000');
    await see(page, row(page, 'Ricavi o compensi', '40.000,00 €'), 'the result again');
    await checkBothWidths(suite, page, 'flat-tax-calculator');
  });
}
