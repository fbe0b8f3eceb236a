import { expectAccessible } from '../support/axe.js';
import { see, seeMessage, seeText, waitUntil } from '../support/screen.js';
import type { Suite } from '../support/session.js';
import { checkBothWidths, resultRow as row } from '../support/tool-page.js';

/** The money-over-time tools: each one's result through the gateway with its rules cited, a bad input, axe at both widths. */
export function describeMoneyTools(suite: Suite): void {
  it('legal interest: 10.000 € over 2024 and one day of 2025 earn 250,55 €, split at the new rate, with the decrees', async () => {
    const { page } = await suite.visit('/tools/legal-interest-calculator?importo=10000&dal=2024-01-01&al=2025-01-01');
    await see(page, row(page, 'Interessi legali', '250,55 €'), 'the interest 250,55 €');
    await page.getByText('Mostra i passaggi').click();
    await see(page, page.getByRole('table').getByRole('row').first(), 'the periods table, unfolded');
    await seeText(page, '2,5% dal 01/01/2024', 'the 2024 rate as a rule');
    await see(page, page.getByRole('link', { name: /D\.M\. Economia 10 dicembre 2024/ }), 'the 2025 decree linked');
    await seeText(page, /Regole applicate, verificate il/, 'when the rules were checked');
    await checkBothWidths(suite, page, 'legal-interest-calculator');
  });

  it('legal interest: the printed result is the result and its rules alone, in ink a printer renders legibly (axe, print media)', async () => {
    const { page } = await suite.visit('/tools/legal-interest-calculator?importo=10000&dal=2024-01-01&al=2025-01-01');
    await see(page, row(page, 'Interessi legali', '250,55 €'), 'the interest 250,55 €');
    await page.emulateMedia({ media: 'print' });
    await see(page, page.getByRole('region', { name: 'Risultato' }), 'the result on paper');
    expect(await page.getByRole('region', { name: 'Dati' }).isVisible()).toBe(false);
    await expectAccessible(page, 'the printed legal interest');
    await page.emulateMedia({ media: 'screen' });
  });

  it('legal interest: a date after the last known rate is refused in Italian', async () => {
    const { page } = await suite.visit('/tools/legal-interest-calculator?dal=2026-06-01');
    await page.getByLabel('Al (giorno del pagamento)').fill('2027-02-01');
    await seeMessage(page, 'Scegli date dal 21/04/1942 al 31/12/2026: il tasso legale del 2027 non è ancora stato fissato');
  });

  it('ravvedimento: IRPEF of 1.000 € paid 10 days late after the reform costs 8,33 € of penalty and 0,55 € of interest, codes 8901 and 1989', async () => {
    const { page } = await suite.visit('/tools/late-payment-calculator?importo=1000&tributo=irpef&scadenza=2025-06-16&pagamento=2025-06-26');
    await see(page, row(page, 'Totale da versare', '1.008,88 €'), 'the total 1.008,88 €');
    await see(page, row(page, 'Sanzione ridotta (0,8333%)', '8,33 €'), 'the reduced penalty');
    await seeText(page, 'Sanzione: codice tributo 8901.', 'the penalty code');
    await seeText(page, 'Interessi: codice tributo 1989.', 'the interest code');
    await seeText(page, /Regole del 2025, verificate il/, 'the rules of the due date');
    await checkBothWidths(suite, page, 'late-payment-calculator');
  });

  it('ravvedimento: a due date before 1 September 2024 keeps the 30% rules; paying on time is not a ravvedimento', async () => {
    const { page } = await suite.visit('/tools/late-payment-calculator?importo=1000&scadenza=2024-08-30&pagamento=2024-09-19');
    await see(page, row(page, 'Sanzione ridotta (1,5%)', '15,00 €'), '30% halved, × 1/10: 1,5%');
    await page.getByLabel('Data del pagamento').fill('2024-08-30');
    await seeMessage(page, 'La data di pagamento deve essere successiva alla scadenza: pagando entro la scadenza non ci sono sanzioni');
  });

  // A page with a 240-row table: axe at two widths takes longer than the default minute on a busy machine.
  it('mortgage: 100.000 € at 3% for 20 years is 554,60 € a month, shown while typing; the schedule has 240 rows and a CSV', async () => {
    const { page } = await suite.visit('/tools/mortgage-calculator?importo=100000&tasso=3&anni=20');
    await see(page, row(page, 'Rata mensile', '554,60 €'), 'the payment computed in the page');
    await see(page, row(page, 'Totale interessi', '33.103,24 €'), 'the total interest');
    const rows = page.getByRole('region', { name: 'Piano di ammortamento' }).locator('tbody tr');
    await waitUntil(page, async () => (await rows.count()) === 240, 'the 240 rows of the schedule');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Scarica il piano (CSV)' }).click()]);
    if (download.suggestedFilename() !== 'piano-ammortamento.csv') throw new Error(`unexpected file ${download.suggestedFilename()}`);
    await checkBothWidths(suite, page, 'mortgage-calculator');
    await page.getByLabel('Durata (anni)').fill('40');
    await see(page, row(page, 'Rata mensile', '357,98 €'), 'the payment over 40 years at once');
    await waitUntil(page, async () => (await rows.count()) === 480, 'the 480 rows of a 40-year schedule');
  }, 180_000);
}
