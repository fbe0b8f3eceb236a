import { expectAccessible } from '../support/axe.js';
import { expectEqual, see, seeMessage, seeText, waitUntil } from '../support/screen.js';
import type { Suite } from '../support/session.js';
import { checkBothWidths, resultRow as row } from '../support/tool-page.js';

/** The six Italian everyday tools: each one's result through the gateway, its link, a bad input, axe at both widths. */
export function describeItalianTools(suite: Suite): void {
  it('percentages: 25 % off 80 € is 60 € with the formula; typing replaces the address without a new history entry', async () => {
    const { page } = await suite.visit('/tools/percentage-calculator?modo=sconto&a=80&b=25');
    await see(page, page.locator('.percentage__result', { hasText: '60 €' }), 'the discounted price 60 €');
    await seeText(page, '80 − 25% = 80 − 80 × 25 ÷ 100 = 80 − 20 = 60', 'the formula written out');
    const entries = await page.evaluate(() => history.length);
    await page.getByLabel('Sconto (%)').fill('10');
    await see(page, page.locator('.percentage__result', { hasText: '72 €' }), 'the price after 10 %');
    await waitUntil(page, async () => new URL(page.url()).searchParams.get('b') === '10', 'the address to carry b=10');
    await expectEqual(page, await page.evaluate(() => history.length), entries, 'the history length after typing');
    await checkBothWidths(suite, page, 'percentage-calculator');
  });

  it('percentages: a total of zero gets a message naming the field as its label does', async () => {
    const { page } = await suite.visit('/tools/percentage-calculator?modo=rapporto&a=5&b=0');
    await seeMessage(page, '«Totale (Y)» non può essere zero: non esiste la percentuale di un totale nullo');
  });

  it('VAT: 122 € with VAT taken out at 22 % are 100 € net and 22 € VAT; a bad rate in the link is ignored', async () => {
    const { page } = await suite.visit('/tools/vat-calculator?importo=122&modo=scorpora&aliquota=abc');
    await see(page, row(page, 'Imponibile', '100,00 €'), 'the net amount');
    await see(page, row(page, 'IVA 22%', '22,00 €'), 'the VAT at the default rate');
    await page.getByRole('button', { name: '10%' }).click();
    await see(page, row(page, 'Imponibile', '110,91 €'), 'the net amount at 10 %');
    await waitUntil(page, async () => new URL(page.url()).searchParams.get('aliquota') === '10', 'the address to carry aliquota=10');
    await checkBothWidths(suite, page, 'vat-calculator');
  });

  it('VAT: a page with no rules to cite prints in ink too, inputs and result (axe, print media)', async () => {
    const { page } = await suite.visit('/tools/vat-calculator?importo=122&modo=scorpora');
    await see(page, row(page, 'Imponibile', '100,00 €'), 'the net amount');
    await page.emulateMedia({ media: 'print' });
    // Printers leave backgrounds out: a page still styled for the dark sky would come out pale text on white.
    const ink = await page.evaluate(() => [getComputedStyle(document.body).backgroundColor, getComputedStyle(document.body).color]);
    await expectEqual(page, ink, ['rgb(255, 255, 255)', 'rgb(0, 0, 0)'], 'the printed page: white paper, black ink');
    await expectAccessible(page, 'the printed VAT calculator');
    await page.emulateMedia({ media: 'screen' });
  });

  it('IBAN: the registry example shows CIN, ABI, CAB and account; a mistyped digit says the check digits are wrong', async () => {
    const { page } = await suite.visit('/tools/iban-checker');
    await see(page, page.getByText('IBAN valido', { exact: true }), 'the example IBAN is valid');
    await see(page, row(page, 'ABI (banca)', '05428'), 'the ABI');
    await see(page, row(page, 'CAB (sportello)', '11101'), 'the CAB');
    await page.getByLabel('IBAN da verificare').fill('IT60 X054 2811 1010 0000 0123 457');
    await seeMessage(page, /^IBAN non valido: Le cifre di controllo «60» non tornano/);
    await checkBothWidths(suite, page, 'iban-checker');
  });

  it('partita IVA: the Agenzia\'s own number is well formed, Milano is office 015, a mistyped last digit names the right one', async () => {
    const { page } = await suite.visit('/tools/vat-number-checker');
    await see(page, page.getByText('Partita IVA formalmente corretta', { exact: true }), 'the example number is well formed');
    await see(page, page.getByRole('link', { name: 'VIES della Commissione europea' }), 'the link to VIES');
    await see(page, page.getByText(/^Regole applicate, verificate il/), 'the rules with the day they were checked');
    await page.getByLabel('Partita IVA da verificare').fill('IT 00714490158');
    await see(page, row(page, 'Codice ufficio (cifre 8–10)', '015 — Milano'), 'the office of Milano');
    await page.getByLabel('Partita IVA da verificare').fill('00714490159');
    await seeMessage(page, /^Partita IVA non valida: L'ultima cifra \(di controllo\) dovrebbe essere 8, non 9/);
    await checkBothWidths(suite, page, 'vat-number-checker');
  });

  it('ritenuta: 800 € net ask for a 1.000 € receipt with a 2 € stamp; over 5.000 € in the year the INPS note shows; the receipt is drafted', async () => {
    const { page } = await suite.visit('/tools/withholding-calculator?calcolo=netto&importo=800&gia-ricevuti=4500&anno=2026');
    await see(page, row(page, 'Compenso lordo (in ricevuta)', '1.000,00 €'), 'the gross to write on the receipt');
    await see(page, row(page, "Ritenuta d'acconto (20%)", '200,00 €'), 'the withholding');
    await see(page, row(page, 'Marca da bollo', '2,00 €'), 'the stamp duty');
    await see(page, page.getByText(/Gestione separata INPS/), 'the note over 5.000 € in the year');
    await see(page, page.getByText(/RICEVUTA PER PRESTAZIONE OCCASIONALE/), 'the drafted receipt');
    await see(page, page.getByText('Regole del 2026', { exact: false }), 'the rules of the year');
    await checkBothWidths(suite, page, 'withholding-calculator');
  });

  it('units: 100 °C are 212 °F and 100 °F are about 37,7778 °C, from the link', async () => {
    const { page, watch } = await suite.visit('/tools/unit-converter?grandezza=temperatura&valore=100&da=C&a=F');
    watch.expect((response) => response.url().endsWith('/api/convert-unit') && response.status() === 400);
    await see(page, page.locator('.unit__result', { hasText: '100 gradi Celsius = 212 gradi Fahrenheit' }), 'the conversion');
    await see(page, page.locator('.unit__reverse', { hasText: '100 gradi Fahrenheit ≈ 37,7778 gradi Celsius' }), 'the other direction');
    await page.getByLabel('Grandezza').selectOption({ label: 'Lunghezza' });
    await page.getByLabel('Valore').fill('1');
    await see(page, page.locator('.unit__result', { hasText: '1 metro = 0,001 chilometri' }), 'one metre in kilometres');
    await page.getByLabel('Valore').fill('-500');
    await page.getByLabel('Grandezza').selectOption({ label: 'Temperatura' });
    await seeMessage(page, /sotto lo zero assoluto/);
    await checkBothWidths(suite, page, 'unit-converter');
  });

  it('working days: 2025 has 251, and 3 working days after 23 December 2025 are 30 December', async () => {
    const { page } = await suite.visit('/tools/working-days-calculator?dal=2025-01-01&al=2025-12-31');
    await see(page, page.locator('.workdays__result', { hasText: '251' }), '251 working days in 2025');
    await see(page, page.locator('.workdays__holidays li', { hasText: "Lunedì dell'Angelo (Pasquetta)" }), 'Easter Monday among the holidays');
    await page.getByLabel('Calcolo').selectOption({ label: 'Data dopo N giorni lavorativi' });
    await page.getByLabel('Data di partenza').fill('2025-12-23');
    await page.getByLabel('Giorni lavorativi da aggiungere').fill('3');
    await see(page, page.locator('.workdays__result', { hasText: '30 dicembre 2025' }), 'the date three working days later');
    await checkBothWidths(suite, page, 'working-days-calculator');
  });

  it('codice fiscale: computes the Agenzia\'s example, offers comuni while typing, checks a code and reads it back', async () => {
    // Computed in the page: a place half typed («Mila») asks nothing and is no error (a 400 here fails the flow).
    const { page } = await suite.visit('/tools/tax-code-calculator');
    await see(page, page.locator('.tax-code__code', { hasText: 'RSSMRA85T10A562S' }), 'the code of the example');
    await page.getByLabel('Luogo di nascita').fill('Mila');
    await waitUntil(page, async () => (await page.locator('datalist option[value="Milano (MI)"]').count()) === 1, 'Milano among the suggestions');
    await page.getByLabel('Luogo di nascita').fill('Milano (MI)');
    await see(page, page.locator('.tax-code__code', { hasText: 'RSSMRA85T10F205' }), 'the code with Milano\'s F205');
    await page.getByLabel('Codice fiscale da verificare').fill('RSSMRA85T10A56NH');
    await see(page, page.getByText('Codice fiscale valido', { exact: true }), 'the code with omocodia is valid');
    await see(page, row(page, 'Data di nascita', '10 dicembre 1985'), 'the date read back');
    await see(page, row(page, 'Omocodia', 'RSSMRA85T10A562S'), 'the code it comes from');
    await page.getByLabel('Codice fiscale da verificare').fill('RSSMRA85T10A562T');
    await seeMessage(page, /^Codice fiscale non valido: Il carattere di controllo è «T»/);
    await checkBothWidths(suite, page, 'tax-code-calculator');
  });

  it('codice fiscale: Brione in 1987 was a comune of Brescia and one of Trento: the page asks which, and Bozen is Bolzano', async () => {
    // ANPR's archive: B184 BRIONE (BS) and B185 BRIONE (TN) both in force in 1987; the page asks which.
    const { page } = await suite.visit('/tools/tax-code-calculator');
    await page.getByLabel('Data di nascita').fill('1987-05-01');
    await page.getByLabel('Luogo di nascita').fill('Brione');
    await see(page, page.getByRole('group', { name: 'Ci sono 2 luoghi di nome «Brione» alla data di nascita: quale?' }), 'the question with the two Brione');
    await page.getByRole('button', { name: 'Brione (TN)' }).click();
    await see(page, page.locator('.tax-code__code', { hasText: 'RSSMRA87E01B185' }), 'the code with the Brione of Trento');
    await page.getByLabel('Luogo di nascita').fill('Bozen');
    await see(page, page.locator('.tax-code__code', { hasText: 'RSSMRA87E01A952' }), 'Bozen, the German name of Bolzano');
    await checkBothWidths(suite, page, 'tax-code-calculator');
  });

  it('the grid lists the six tools and the search finds them by everyday words', async () => {
    const { page } = await suite.visit('/tools');
    for (const name of ['Codice fiscale', 'Calcolatore IVA', 'Verifica IBAN', 'Giorni lavorativi', 'Calcolatore percentuali', 'Convertitore di unità']) {
      await see(page, page.locator('.tool-card', { hasText: name }), `the card of ${name}`);
    }
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox').fill('scorporo');
    await see(page, page.getByRole('option', { name: /Calcolatore IVA/ }), 'the VAT calculator found from "scorporo"');
  });
}
