import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { expectAccessible } from '../support/axe.js';
import { HEIC_PHOTO, lockedPdf, magic, pageSizes, pdfWithPages, phonePhoto, RequestRecorder } from '../support/files.js';
import { expectEqual, see, seeMessage, seeText } from '../support/screen.js';
import { DESKTOP, PHONE, type Suite } from '../support/session.js';

async function download(page: Page, button: Locator): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return readFileSync(await file.path());
}

async function expectNothingSent(page: Page, recorder: RequestRecorder, files: readonly { name: string; bytes: Buffer }[]): Promise<void> {
  await expectEqual(page, recorder.leaks(files), [], 'requests that carried a file, a page or a pixel');
}

export function describeFileTools(suite: Suite): void {
  for (const width of [DESKTOP, PHONE]) {
    it(`PDF tools at ${width} px: two PDFs merged, a page moved by keyboard and turned, ranges kept, split into a ZIP; nothing sent`, async () => {
      const { page } = await suite.visit('/tools/pdf-tools', { width });
      const recorder = new RequestRecorder(page);
      const files = [
        { name: 'contratto.pdf', bytes: await pdfWithPages(3, 200, 'Contratto') },
        { name: 'allegato.pdf', bytes: await pdfWithPages(2, 400, 'Allegato') },
      ];
      await seeText(page, 'I tuoi file restano sul tuo dispositivo', 'the privacy line');
      await seeText(page, /Fino a 20 PDF alla volta, ognuno fino a 200 MB/, 'the limits, said before choosing');
      await page.getByLabel('Scegli i PDF').setInputFiles(files.map((file) => ({ name: file.name, mimeType: 'application/pdf', buffer: file.bytes })));
      await seeText(page, 'allegato.pdf: 2 pagine', 'the second file and its page count');

      const move = page.getByRole('button', { name: 'Sposta prima: allegato.pdf, pagina 1' });
      await move.focus();
      await page.keyboard.press('Enter');
      await seeText(page, 'allegato.pdf, pagina 1 spostata in posizione 3 di 5', 'the announcement of the move');
      await page.getByRole('button', { name: 'Ruota di 90°: contratto.pdf, pagina 1' }).click();
      await expectAccessible(page, `the PDF tools with five pages at ${width} px`);
      await suite.screenshot(page, `pdf-tools-${width}`);

      const merged = await download(page, page.getByRole('button', { name: 'Scarica il PDF (5 pagine)' }));
      await expectEqual(page, magic(merged), 'pdf', 'the merged file by its magic bytes');
      await expectEqual(page, await pageSizes(merged), { widths: [200, 201, 400, 202, 401], rotations: [90, 0, 0, 0, 0] }, 'the merged pages, moved and turned');

      await page.getByLabel(/Pagine \(ad esempio/).fill('2-');
      await page.getByRole('button', { name: 'Elimina queste' }).click();
      await seeText(page, 'Scarica il PDF (1 pagina)', 'one page left after deleting «2-»');
      await page.getByLabel(/Pagine \(ad esempio/).fill('3-1');
      await page.getByRole('button', { name: 'Tieni solo queste' }).click();
      await seeMessage(page, 'Il documento ha una sola pagina: la pagina 3 non esiste');

      const zip = await download(page, page.getByRole('button', { name: 'Dividi in pagine singole (ZIP)' }));
      await expectEqual(page, magic(zip), 'zip', 'the split pages by their magic bytes');
      await expectNothingSent(page, recorder, files);
    });
  }

  it('PDF tools: a PDF that needs a password and a file that is no PDF are named, in Italian', async () => {
    const { page } = await suite.visit('/tools/pdf-tools');
    await page.getByLabel('Scegli i PDF').setInputFiles({ name: 'riservato.pdf', mimeType: 'application/pdf', buffer: await lockedPdf() });
    await seeMessage(page, /«riservato\.pdf» è protetto da password/);
    await page.getByLabel('Scegli i PDF').setInputFiles({ name: 'nota.pdf', mimeType: 'application/pdf', buffer: Buffer.from('non sono un PDF') });
    await seeMessage(page, '«nota.pdf» non è un PDF: scegli un file che finisce in .pdf');
  });

  it('PDF tools: JPG photos become one PDF on A4', async () => {
    const { page } = await suite.visit('/tools/pdf-tools');
    const recorder = new RequestRecorder(page);
    const photo = { name: 'scontrino.jpg', bytes: await phonePhoto(page, 600, 900) };
    await page.getByRole('button', { name: 'Immagini in PDF' }).click();
    await page.getByLabel('Scegli le immagini').setInputFiles({ name: photo.name, mimeType: 'image/jpeg', buffer: photo.bytes });
    const pdf = await download(page, page.getByRole('button', { name: 'Crea il PDF (1 pagina)' }));
    await expectEqual(page, (await pageSizes(pdf)).widths, [595], 'an A4 page');
    await expectNothingSent(page, recorder, [photo]);
  });

  for (const width of [DESKTOP, PHONE]) {
    it(`image tools at ${width} px: the GPS of a phone photo shown and gone, a HEIC made JPEG, WebP by its bytes; nothing sent`, async () => {
      const { page } = await suite.visit('/tools/image-tools', { width });
      const recorder = new RequestRecorder(page);
      const files = [
        { name: 'vacanza.jpg', bytes: await phonePhoto(page, 800, 600) },
        { name: 'iphone.heic', bytes: HEIC_PHOTO },
      ];
      await seeText(page, /Fino a 30 immagini alla volta/, 'the limits, said before choosing');
      await page.getByLabel('Scegli le immagini').setInputFiles(files.map((file) => ({ name: file.name, mimeType: 'image/jpeg', buffer: file.bytes })));
      await seeText(page, 'Posizione GPS: 45.46389, 9.19000', 'the position the photo carries');

      await page.getByRole('button', { name: 'Rimuovi solo i metadati (GPS, EXIF)' }).click();
      await page.getByRole('button', { name: 'Elabora 2 immagini' }).click();
      await see(page, page.getByText('Metadati rimasti: nessuno.').nth(1), 'no metadata left in either file');
      await expectAccessible(page, `the image tools with results at ${width} px`);
      await suite.screenshot(page, `image-tools-${width}`);
      const stripped = await download(page, page.getByRole('button', { name: 'Scarica vacanza-modificata.jpg' }));
      await expectEqual(page, magic(stripped), 'jpeg', 'the stripped photo by its magic bytes');
      await expectEqual(page, stripped.includes(Buffer.from('Exif\0\0', 'latin1')) || stripped.includes(Buffer.from('Orbita')), false, 'EXIF left in the stripped photo');
      const fromHeic = await download(page, page.getByRole('button', { name: 'Scarica iphone.jpg' }));
      await expectEqual(page, magic(fromHeic), 'jpeg', 'the HEIC made JPEG, by its magic bytes');

      await page.getByRole('button', { name: 'Converti, comprimi, ridimensiona' }).click();
      await page.getByLabel('Formato').selectOption('webp');
      await page.getByLabel('Larghezza in pixel').check();
      await page.getByLabel(/Larghezza \(px\)/).fill('400');
      await seeText(page, /Nuovo file: WebP, 400 × 300 px/, 'the new size shown before saving');
      const webp = await download(page, page.getByRole('button', { name: 'Scarica vacanza.webp' }));
      await expectEqual(page, magic(webp), 'webp', 'the WebP by its magic bytes');
      // Written by the fast libwebp build the page loads for it, not by the browser's slower encoder.
      const fastEncoder = recorder.requests.some((request) => /\/webp_enc(_simd)?-[\w-]+\.wasm$/.test(new URL(request.url()).pathname));
      await expectEqual(page, fastEncoder, true, 'the WebAssembly WebP encoder loaded');
      await expectNothingSent(page, recorder, files);
    });
  }

  it('offline after a first visit: PDFs merged with their thumbnails and a HEIC made JPEG, from the precached code', async () => {
    const { page, context } = await suite.visit('/');
    await see(page, page.getByRole('heading', { level: 1 }), 'the home page');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await context.setOffline(true);
    await page.goto('/tools/pdf-tools');
    await page.getByLabel('Scegli i PDF').setInputFiles([
      { name: 'uno.pdf', mimeType: 'application/pdf', buffer: await pdfWithPages(1, 300) },
      { name: 'due.pdf', mimeType: 'application/pdf', buffer: await pdfWithPages(2, 500) },
    ]);
    await see(page, page.locator('canvas.pdf-page__thumb').nth(2), 'the thumbnails offline');
    const merged = await download(page, page.getByRole('button', { name: 'Scarica il PDF (3 pagine)' }));
    await expectEqual(page, (await pageSizes(merged)).widths, [300, 500, 501], 'the PDFs merged offline');

    await page.goto('/tools/image-tools');
    await page.getByLabel('Scegli le immagini').setInputFiles({ name: 'iphone.heic', mimeType: 'image/heic', buffer: HEIC_PHOTO });
    await page.getByRole('button', { name: 'Elabora 1 immagine' }).click();
    await seeText(page, /Nuovo file: JPEG, 64 × 48 px/, 'the HEIC decoded offline');
    await context.setOffline(false);
  });
}
