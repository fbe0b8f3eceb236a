import type { Page } from 'playwright-core';
import { expectEqual, see, seeMessage, seeText, waitUntil } from '../support/screen.js';
import type { Suite } from '../support/session.js';
import { checkBothWidths } from '../support/tool-page.js';

/** The time in one city of the list, as the page shows it (its data attribute carries the full date and time). */
const timeIn = (page: Page, city: string, dateTime: string) => page.locator(`.zones__times li[data-date-time="${dateTime}"]`, { hasText: city });

/**
 * Fusi orari: computed in the page with the IANA rules (EU: the last Sunday of March 02:00 → 03:00 and of October
 * 03:00 → 02:00; US: second Sunday of March, first of November), the API through the gateway, axe at both widths.
 */
export function describeTimeZones(suite: Suite): void {
  it('fusi orari: 15:00 in Italy on 1 July 2026 is 09:00 in New York and 14:00 in London; the working hours in common said in words; a city added by its Italian name', async () => {
    const { page } = await suite.visit('/tools/time-zone-converter?data=2026-07-01&ora=15:00&da=Roma&citta=America/New_York,Europe/London');
    await see(page, timeIn(page, 'New York', '2026-07-01T09:00'), 'New York at 09:00');
    await see(page, timeIn(page, 'Londra', '2026-07-01T14:00'), 'London at 14:00');
    await seeText(page, 'Ore di lavoro in comune (09:00–18:00 in ogni città): 3 ore, dalle 15:00 alle 18:00 ora di Roma (09:00–12:00 a New York, 14:00–17:00 a Londra).', 'the overlap in words');
    await page.getByLabel('Aggiungi una città o un fuso').fill('Tokyo');
    await page.getByLabel('Aggiungi una città o un fuso').press('Enter');
    await see(page, timeIn(page, 'Tokyo', '2026-07-01T22:00'), 'Tokyo at 22:00');
    await seeText(page, 'Nessuna ora di lavoro in comune (09:00–18:00 in ogni città) in questo giorno.', 'no overlap with Tokyo too');
    await waitUntil(page, async () => new URL(page.url()).searchParams.get('citta') === 'America/New_York,Europe/London,Asia/Tokyo', 'the address to carry the three cities');
    await checkBothWidths(suite, page, 'time-zone-converter');
  });

  it('fusi orari: 02:30 on 29 March 2026 does not exist in Italy; on 25 October 2026 the visitor chooses the first or the second time', async () => {
    const { page } = await suite.visit('/tools/time-zone-converter?data=2026-03-29&ora=01:30&da=Roma&citta=America/New_York');
    await see(page, timeIn(page, 'New York', '2026-03-28T20:30'), 'New York at 20:30 the day before (EDT since 8 March, Rome still on CET)');
    // Typed the Italian way, «2.30» on a 24-hour clock, whatever the browser's language.
    await page.getByLabel('Ora', { exact: true }).fill('2.30');
    await seeMessage(page, "Il 29 marzo 2026 a Roma le 02:30 non esistono: alle 02:00 gli orologi passano alle 03:00 (inizio dell'ora legale).");
    await page.getByLabel('Data', { exact: true }).fill('25/10/2026');
    await see(page, page.getByRole('radio', { name: 'La prima volta (ora legale, UTC+02:00)', checked: true }), 'the first time chosen');
    await see(page, timeIn(page, 'New York', '2026-10-24T20:30'), 'the first 02:30 at 20:30 in New York');
    await page.getByRole('radio', { name: 'La seconda volta (ora solare, UTC+01:00)' }).check();
    await see(page, timeIn(page, 'New York', '2026-10-24T21:30'), 'the second 02:30 at 21:30 in New York');
    await waitUntil(page, async () => new URL(page.url()).searchParams.get('volta') === 'seconda', 'the address to carry volta=seconda');
    await page.setViewportSize({ width: 390, height: 844 });
    await see(page, page.getByRole('radio', { name: 'La seconda volta (ora solare, UTC+01:00)', checked: true }), 'the choice at 390 px');
    await waitUntil(page, async () => (await page.evaluate(() => document.documentElement.scrollWidth)) <= 390, 'the page to fit 390 px');
  });

  it('fusi orari: POST /api/convert-time-zone answers through the gateway, the skipped hour a 400 in Italian', async () => {
    const { page } = await suite.visit('/tools/time-zone-converter');
    const converted = await page.request.post('/api/convert-time-zone', { data: { dateTime: '2026-07-01T15:00', from: 'Europe/Rome', to: 'America/New_York' } });
    await expectEqual(page, converted.status(), 200, 'the status of a conversion');
    await expectEqual(page, (await converted.json()).dateTime, '2026-07-01T09:00', 'the time in New York');
    const skipped = await page.request.post('/api/convert-time-zone', { data: { dateTime: '2026-03-29T02:30', from: 'Europe/Rome', to: 'America/New_York' } });
    await expectEqual(page, [skipped.status(), (await skipped.json()).code], [400, 'TOOLS_NONEXISTENT_TIME'], 'the skipped hour refused');
  });

  it('fusi orari: Ctrl+K finds it by «fuso orario», «ora a New York» and «fusi orari»', async () => {
    const { page } = await suite.visit('/tools');
    await see(page, page.locator('.tool-card', { hasText: 'Fusi orari' }), 'the card of Fusi orari');
    await page.keyboard.press('Control+k');
    for (const query of ['fuso orario', 'ora a New York', 'fusi orari']) {
      await page.getByRole('combobox').fill(query);
      await see(page, page.getByRole('option', { name: /Fusi orari/ }).first(), `«Fusi orari» found from "${query}"`);
    }
  });
}
