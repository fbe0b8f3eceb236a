import { see, seeMessage, seeText, waitUntil } from '../support/screen.js';
import type { Suite } from '../support/session.js';
import { checkBothWidths } from '../support/tool-page.js';

/** Calcolo TFR: computed in the page from the FOI series, the address carrying the inputs, the rules cited, axe at both widths. */
export function describeTfr(suite: Suite): void {
  it('calcolo TFR: 30.000 € in 2024 and 2025 make 4.184,19 € gross, revalued at ISTAT’s 2,311148%; a year not yet published is refused', async () => {
    const { page } = await suite.visit('/tools/tfr-calculator?dal=2024&al=2025&retribuzione=30000&mese=12');
    await seeText(page, 'TFR netto stimato, su 4.184,19 € lordi', 'the gross TFR');
    await see(page, page.getByRole('region', { name: 'TFR anno per anno' }).getByText('2,311148%'), 'the December 2025 coefficient');
    await seeText(page, 'Indice FOI presente fino a gennaio 2026.', 'the last FOI month held');
    await see(page, page.getByRole('link', { name: /TUIR\), art\. 19/ }), 'the tax rule linked');
    await page.getByLabel('Anno di fine').fill('2026');
    await seeMessage(page, "L'indice FOI di dicembre 2026 non è ancora tra i dati: l'ultimo mese presente è gennaio 2026");
    await page.getByLabel('Mese di cessazione').selectOption({ label: 'gennaio' });
    await seeText(page, /TFR netto stimato/, 'a job ending in January 2026');
    await waitUntil(page, async () => new URL(page.url()).searchParams.get('mese') === '1', 'the address to carry mese=1');
    await page.getByLabel('Retribuzione utile annua (€)').fill('tanti');
    await seeMessage(page, 'Inserisci una retribuzione annua valida');
    await page.getByLabel('Retribuzione utile annua (€)').fill('30.000');
    await checkBothWidths(suite, page, 'tfr-calculator');
  });
}
