import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { colourAt } from '../support/images.js';
import { RATES_DAY } from '../support/outside-world.js';
import { expectEqual, see, seeMessage, seeText, waitUntil } from '../support/screen.js';
import { scanDataUrl } from '../support/scan.js';
import type { Suite } from '../support/session.js';
import { resultRow as row } from '../support/tool-page.js';

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

export function describeCurrency(suite: Suite): void {
  it('currency: 100 USD are 80,00 EUR on arrival at the day\'s ECB rate; a new amount and a popular pair convert at once', async () => {
    const { page } = await suite.visit('/tools/currency-converter');
    await see(page, page.locator('.result-figure', { hasText: '80,00 EUR' }), 'the converted amount 80,00 EUR');
    await see(page, row(page, 'Tasso di cambio', '1 USD = 0,800000 EUR'), 'the rate with six decimals');
    const day = await page.evaluate(
      (isoDay) => new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(isoDay)),
      RATES_DAY,
    );
    await see(page, row(page, 'Tassi del', day), `the rates' day ${day}`);
    await see(page, row(page, 'Fonte', 'Banca centrale europea'), 'the source of the rates');

    await page.getByLabel('Importo').fill('1.234,56');
    await see(page, page.locator('.result-figure', { hasText: '987,65 EUR' }), '1.234,56 USD converted as typed to 987,65 EUR');
    await page.getByLabel('Importo').fill('100');
    await page.getByRole('button', { name: 'GBP → EUR' }).click();
    await see(page, page.locator('.result-figure', { hasText: '125,00 EUR' }), '100 GBP converted to 125,00 EUR');
  });

  it('currency: the pair\'s last days as a chart with its lowest, highest and change', async () => {
    const { page } = await suite.visit('/tools/currency-converter?da=EUR&a=USD');
    // The feed's three days: 1.20, 1.30, then 1.25 today.
    await see(page, page.getByRole('img', { name: /^Andamento del cambio EUR\/USD .*minimo 1,200000 .*massimo 1,300000 .*variazione \+4,17%\.$/ }), 'the chart of EUR/USD');
    await see(page, row(page, 'Variazione nel periodo', '+4,17%'), 'the change over the period');
    await suite.screenshot(page, 'currency-history');
  });

  it('currency: an amount of 0 gets "Inserisci un importo valido"', async () => {
    const { page } = await suite.visit('/tools/currency-converter');
    await see(page, page.locator('.result-figure', { hasText: '80,00 EUR' }), 'the converted amount 80,00 EUR');
    await page.getByLabel('Importo').fill('0');
    await seeMessage(page, 'Inserisci un importo valido');
    await expectEqual(page, await page.locator('.result-figure').count(), 0, 'no old result beside the message');
  });
}

function describePalette(suite: Suite): void {
  const swatches = (page: Page) => page.locator('.palette__swatch');

  it('palette: regenerates on colour, type and count; a swatch copies its hex', async () => {
    const { page } = await suite.visit('/tools/color-palette-generator');
    await see(page, row(page, 'Colore base', '#3B82F6'), 'the default base colour #3B82F6');
    await waitUntil(page, async () => (await swatches(page).count()) === 5, 'five colours by default');

    await page.getByRole('button', { name: 'Rosso #EF4444' }).click();
    await see(page, row(page, 'Colore base', '#EF4444'), 'the palette of the preset #EF4444');
    await page.getByLabel('Tipo di palette').selectOption('analogous');
    await see(page, row(page, 'Tipo', 'Analoga'), 'the analogous palette');
    await page.getByLabel(/Numero di colori/).fill('7');
    await waitUntil(page, async () => (await swatches(page).count()) === 7, 'seven colours after moving the slider');
    await see(page, row(page, 'Colori', '7'), 'the count 7 in the summary');

    const hex = (await swatches(page).first().getAttribute('aria-label'))!.replace('Copia ', '');
    await swatches(page).first().click();
    await see(page, swatches(page).first().filter({ hasText: 'Copiato!' }), '"Copiato!" on the clicked swatch');
    await expectEqual(page, await clipboard(page), hex, 'the copied colour');
  });

  it('palette: the contrast of white and black text on each colour; the palette as JSON to copy and as a PNG with one band a colour', async () => {
    const { page } = await suite.visit('/tools/color-palette-generator');
    await waitUntil(page, async () => (await swatches(page).count()) === 5, 'five colours by default');
    const base = page.locator('.palette__contrast').first();
    await see(page, base.getByText('Testo bianco: 3,6:1 · AA testo grande', { exact: true }), 'white text on #3B82F6: 3,67:1 shown as 3,6:1, large text only');
    await see(page, base.getByText('Testo nero: 5,7:1 · AA', { exact: true }), 'black text on #3B82F6: 5,7:1, AA');

    await page.getByRole('group', { name: 'Formato' }).getByRole('button', { name: 'JSON' }).click();
    await page.getByRole('button', { name: 'Copia JSON' }).click();
    const exported = JSON.parse(await clipboard(page)) as { baseColor: string; colors: { hex: string }[] };
    await expectEqual(page, [exported.baseColor, exported.colors.length, exported.colors[0]?.hex], ['#3B82F6', 5, '#3B82F6'], 'the JSON copied');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Scarica PNG' }).click()]);
    await expectEqual(page, /^palette-\d+\.png$/.test(download.suggestedFilename()), true, `the file name (${download.suggestedFilename()})`);
    const png = await readFile((await download.path())!);
    await expectEqual(page, colourAt(png, 0.1, 0.25), '#3B82F6', 'the first band of the PNG in the base colour');
    await suite.screenshot(page, 'color-palette-contrast-export');
  });

  it('palette: an empty base colour gets "Seleziona un colore base"', async () => {
    const { page } = await suite.visit('/tools/color-palette-generator');
    await page.getByLabel('Colore base', { exact: true }).fill('');
    await seeMessage(page, 'Seleziona un colore base');
  });
}

function describeQr(suite: Suite): void {
  const image = (page: Page) => page.getByRole('img', { name: /QR Code che contiene/ });

  it('QR code: regenerates on every change, downloads a PNG and copies a working URL', async () => {
    const { page } = await suite.visit('/tools/qr-code-generator');
    await see(page, page.getByRole('img', { name: 'QR Code che contiene: https://www.example.com' }), 'the QR code of the default URL');
    await page.getByRole('button', { name: 'WiFi', exact: true }).click();
    await see(page, page.getByRole('img', { name: 'QR Code che contiene: WIFI:T:WPA;S:NomeRete;P:••••••••;;' }), 'the QR code of the WiFi example, its password as dots');
    await expectEqual(page, page.url().includes('password123') || (await page.locator('body').innerText()).includes('password123'), false, 'the WiFi password in neither the address nor the page');
    await page.getByRole('button', { name: 'Sito web', exact: true }).click();
    await page.getByLabel('Correzione degli errori').selectOption('H');
    await see(page, row(page, 'Correzione', 'H – Alto (30%)'), 'the correction level H');
    await page.getByLabel(/Dimensione/).fill('600');
    await see(page, row(page, 'Dimensione', '600 × 600 px'), 'the size 600 × 600 px');
    const shown = await image(page).boundingBox();
    await expectEqual(page, shown !== null && shown.width <= 300, true, 'the preview at most 300 px wide');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Scarica PNG' }).click()]);
    await expectEqual(page, /^qrcode-\d+\.png$/.test(download.suggestedFilename()), true, `the file name (${download.suggestedFilename()})`);

    await page.getByRole('button', { name: 'Copia URL' }).click();
    await seeText(page, 'URL copiato!');
    const copied = await clipboard(page);
    const answer = await page.request.get(copied);
    await expectEqual(page, [answer.status(), answer.headers()['content-type']], [200, 'image/png'], `the answer of the copied URL ${copied}`);
  });

  it('QR code: each kind of content, built from its form, scans back to exactly what it encodes', async () => {
    const { page } = await suite.visit('/tools/qr-code-generator');
    await see(page, image(page), 'the first QR code');
    const kinds: Array<{ kind: string; fill: Record<string, string>; payload: string; shown?: string }> = [
      { kind: 'wifi', fill: { 'Nome della rete (SSID)': 'Casa Rossi', Password: 'pa;ss:1' }, payload: 'WIFI:T:WPA;S:Casa Rossi;P:pa\\;ss\\:1;;', shown: 'WIFI:T:WPA;S:Casa Rossi;P:••••••••;;' },
      {
        kind: 'vcard',
        fill: { Nome: 'Ada', Cognome: 'Lovelace', Telefono: '+39 333 123 4567' },
        payload: 'BEGIN:VCARD\nVERSION:3.0\nN:Lovelace;Ada;;;\nFN:Ada Lovelace\nTEL;TYPE=CELL:+393331234567\nEND:VCARD',
      },
      { kind: 'email', fill: { Destinatario: 'info@orbita.it', Oggetto: 'Ciao à tutti' }, payload: 'mailto:info@orbita.it?subject=Ciao%20%C3%A0%20tutti' },
      { kind: 'sms', fill: { 'Numero di telefono': '333 1234567', Messaggio: 'Arrivo è tardi' }, payload: 'SMSTO:3331234567:Arrivo è tardi' },
      { kind: 'phone', fill: { 'Numero di telefono': '+39 06 1234 5678' }, payload: 'tel:+390612345678' },
      { kind: 'geo', fill: { 'Latitudine (es. 41,9028)': '41,9028', 'Longitudine (es. 12,4964)': '12,4964' }, payload: 'geo:41.9028,12.4964' },
    ];
    for (const { kind, fill, payload, shown: text = payload } of kinds) {
      await page.getByLabel('Tipo di contenuto').selectOption(kind);
      for (const [label, value] of Object.entries(fill)) await page.getByLabel(label, { exact: true }).fill(value);
      const shown = page.getByRole('img', { name: `QR Code che contiene: ${text}` });
      await see(page, shown, `the QR code of the ${kind} form`);
      const scanned = scanDataUrl((await shown.getAttribute('src')) ?? '');
      await expectEqual(page, scanned, payload, `what a scanner reads from the ${kind} QR code`);
    }
  });

  it('QR code: blank text gets "Inserisci del testo per generare il QR Code"', async () => {
    const { page } = await suite.visit('/tools/qr-code-generator');
    await see(page, image(page), 'the first QR code');
    await page.getByLabel('Testo o link da codificare').fill('   ');
    await seeMessage(page, 'Inserisci del testo per generare il QR Code');
  });
}

function describeNumbers(suite: Suite): void {
  const converted = (page: Page, value: string) => page.locator('.number__value--accent', { hasText: new RegExp(`^${value}$`) });

  it('number converter: 255 is FF; 1000 (dec) is 3E8; swapped, the field holds 3E8 and reads back as 1000', async () => {
    const { page } = await suite.visit('/tools/number-converter');
    await see(page, converted(page, 'FF'), '255 in base 16: FF');
    await see(page, row(page, 'Binario', '11111111'), 'the binary 11111111');
    await see(page, row(page, 'Parità', 'Dispari'), '255 odd');
    await page.getByRole('button', { name: '1000 (dec)' }).click();
    await see(page, converted(page, '3E8'), '1000 in base 16: 3E8');
    await page.getByRole('button', { name: 'Inverti le basi' }).click();
    await expectEqual(page, await page.getByLabel('Numero da convertire').inputValue(), '3E8', 'the converted number in the field after the swap');
    await see(page, converted(page, '1000'), '3E8 hexadecimal in base 10: 1000');
    await page.getByRole('button', { name: '1010 (bin)' }).click();
    await page.getByLabel('Alla base', { exact: true }).selectOption('16');
    await page.getByLabel('Numero da convertire').fill('1000000000000');
    await see(page, row(page, 'Valore decimale', '4.096'), '1000000000000 binary read as 4.096');
    for (const badge of ['Potenza di 2', 'Potenza di 8', 'Potenza di 16']) await seeText(page, badge);
  });

  it('number converter: any base up to 36 and the two\'s complement in groups of four bits', async () => {
    const { page } = await suite.visit('/tools/number-converter?numero=-5&da=10&a=36');
    await see(page, converted(page, '-5'), '-5 in base 36');
    await see(page, row(page, '8 bit', '1111 1011'), 'the two\'s complement of -5 at 8 bits');
    // The base first: «zz» in base 10 would be converted, and refused, before the base changed.
    await page.getByLabel('Dalla base', { exact: true }).selectOption('36');
    await page.getByLabel('Numero da convertire').fill('zz');
    await page.getByLabel('Alla base', { exact: true }).selectOption('10');
    await see(page, converted(page, '1295'), 'ZZ in base 36 read as 1295');
  });

  it('number converter: empty gets the spec message; a digit outside the base is named as the field is', async () => {
    const { page } = await suite.visit('/tools/number-converter');
    await page.getByLabel('Numero da convertire').fill('');
    await seeMessage(page, 'Inserisci un numero da convertire');
    await page.getByLabel('Numero da convertire').fill('FF');
    await seeMessage(page, 'Il numero contiene «F», che non è una cifra valida in base 10 (Decimale): usa solo le cifre da 0 a 9');
  });
}

export function describeEverydayTools(suite: Suite): void {
  describe('everyday tools', () => {
    describeCurrency(suite);
    describePalette(suite);
    describeQr(suite);
    describeNumbers(suite);
  });
}
