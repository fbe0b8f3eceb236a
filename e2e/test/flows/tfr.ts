import { see, seeMessage, seeText, waitUntil } from '../support/screen.js';
import type { Suite } from '../support/session.js';
import { checkBothWidths } from '../support/tool-page.js';

/** Calcolo TFR: computed in the page from the FOI series, the address carrying the inputs, the rules cited, axe at both widths. */
export function describeTfr(suite: Suite): void {
  it('calcolo TFR: 30.000 € in 2024 and 2025 make 4.184,19 € gross, revalued at ISTAT’s 2,311148%; a year not yet published is refused', async () => {
    const { page } = await suite.visit('/tools/tfr-calculator?dal=2024&al=2025&retribuzione=30000&mese=12');
    await seeText(page, 'TFR netto stimato, su 4.184,19 € lordi', 'the gross TFR');
    await see(page, page.getByRole('region', { name: 'TFR anno per anno' }).getByText('2,311148%'), 'the December 2025 coefficient');
    await seeText(page, 'Indice FOI presente fino a febbraio 2026.', 'the last FOI month held');
    await see(page, page.getByRole('link', { name: /TUIR\), art\. 19/ }), 'the tax rule linked');
    await page.getByLabel('Anno di fine').fill('2026');
    await seeMessage(page, "L'indice FOI di dicembre 2026 non è ancora tra i dati: l'ultimo mese presente è febbraio 2026");
    await page.getByLabel('Mese di cessazione').selectOption({ label: 'gennaio' });
    await seeText(page, /TFR netto stimato/, 'a job ending in January 2026');
    await waitUntil(page, async () => new URL(page.url()).searchParams.get('mese') === '1', 'the address to carry mese=1');
    await page.getByLabel('Retribuzione utile annua (€)').fill('tanti');
    await seeMessage(page, 'Inserisci una retribuzione annua valida');
    await page.getByLabel('Retribuzione utile annua (€)').fill('30.000');
    await checkBothWidths(suite, page, 'tfr-calculator');
  });
}

/** Rivalutazione ISTAT: the same FOI series, a rent at 75%, the cedolare secca, a month before the series refused. */
export function describeIstatRevaluation(suite: Suite): void {
  it('rivalutazione ISTAT: 1.000 € of rent from December 2024 to December 2025 become 1.008,25 € at 75%; the cedolare secca blocks it', async () => {
    const { page } = await suite.visit('/tools/istat-revaluation?importo=1000&da=2024-12&a=2025-12&uso=affitto');
    await seeText(page, '1.008,25 €', 'the rent updated at 75% of 1,1%');
    await page.getByLabel('Cosa rivalutare').selectOption({ label: "Un canone d'affitto con cedolare secca" });
    await seeText(page, /Con la cedolare secca il canone non si aggiorna/, 'the cedolare secca said');
    await waitUntil(page, async () => new URL(page.url()).searchParams.get('uso') === 'cedolare', 'the address to carry uso=cedolare');
    await page.goto('/tools/istat-revaluation?importo=1000&da=2010-01&a=2025-12&uso=cedolare');
    await seeMessage(page, "La serie dell'indice FOI qui contenuta parte da dicembre 2015: gennaio 2010 è prima");
    // The months read in Italian whatever the browser's language.
    await page.getByLabel('Dal mese: anno').selectOption('2023');
    await page.getByLabel('Dal mese: mese').selectOption({ label: 'dicembre' });
    await waitUntil(page, async () => new URL(page.url()).searchParams.get('da') === '2023-12', 'the address to carry da=2023-12');
    await seeText(page, /dicembre 2023: 118,9/, 'the FOI index of the month chosen');
    await checkBothWidths(suite, page, 'istat-revaluation');
  });
}
