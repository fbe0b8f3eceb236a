import { PDFDocument } from '@cantoo/pdf-lib';
import { unzipSync } from 'fflate';
import { allPages, assemblePdf, countPages, imagesToPdf, splitPdf } from './pdf-operations';
import { parsePageRanges } from './page-ranges';
import { makePdf, makePng, pageWidths } from './test-files';

const named = (name: string, bytes: Uint8Array) => ({ name, bytes });

describe('PDF operations', () => {
  it('merges two PDFs, the first file first', async () => {
    const sources = [named('a.pdf', await makePdf(2, 100)), named('b.pdf', await makePdf(3, 300))];
    const merged = await assemblePdf(sources, allPages([2, 3]));
    expect(await pageWidths(merged)).toEqual([100, 101, 300, 301, 302]);
  });

  it('writes pages in a new order, rotated where asked, keeping a page already turned', async () => {
    const doc = await PDFDocument.load(await makePdf(3));
    doc.getPage(2).setRotation({ type: 'degrees', angle: 90 } as never);
    const source = named('a.pdf', await doc.save());
    const out = await assemblePdf([source], [
      { file: 0, page: 2, rotation: 90 },
      { file: 0, page: 0, rotation: 0 },
      { file: 0, page: 1, rotation: 270 },
    ]);
    const written = await PDFDocument.load(out);
    expect(written.getPages().map((page) => Math.round(page.getWidth()))).toEqual([102, 100, 101]);
    expect(written.getPages().map((page) => page.getRotation().angle)).toEqual([180, 0, 270]);
  });

  it('extracts the pages of «1-3, 5, 8-»', async () => {
    const source = named('a.pdf', await makePdf(10));
    const typed = parsePageRanges('1-3, 5, 8-', 10);
    if ('error' in typed) throw new Error(typed.error);
    const out = await assemblePdf([source], typed.pages.map((page) => ({ file: 0, page: page - 1, rotation: 0 })));
    expect(await pageWidths(out)).toEqual([100, 101, 102, 104, 107, 108, 109]);
  });

  it('splits into one PDF a page inside a ZIP', async () => {
    const zip = await splitPdf(named('Relazione.pdf', await makePdf(12)));
    const files = unzipSync(zip);
    expect(Object.keys(files)).toHaveLength(12);
    expect(Object.keys(files)[0]).toBe('Relazione-pagina-01.pdf');
    expect(await pageWidths(files['Relazione-pagina-12.pdf'] ?? new Uint8Array())).toEqual([111]);
  });

  it('puts images on A4 pages, landscape for a wide image, or on their own size', async () => {
    const images = [named('alta.png', makePng(20, 40)), named('larga.png', makePng(60, 30))];
    const onA4 = await PDFDocument.load(await imagesToPdf(images, 'a4'));
    expect(onA4.getPages().map((page) => [Math.round(page.getWidth()), Math.round(page.getHeight())])).toEqual([[595, 842], [842, 595]]);
    const ownSize = await PDFDocument.load(await imagesToPdf(images, 'image'));
    expect(ownSize.getPages().map((page) => [page.getWidth(), page.getHeight()])).toEqual([[20, 40], [60, 30]]);
  });

  it('names the file that is not a PDF, is broken or is protected', async () => {
    await expect(countPages(named('foto.jpg', new Uint8Array([0xff, 0xd8, 0xff])))).rejects.toThrow('«foto.jpg» non è un PDF: scegli un file che finisce in .pdf');
    const whole = await makePdf(3);
    const cut = new Uint8Array([...new TextEncoder().encode('%PDF-1.7\n'), ...whole.subarray(400, 500)]);
    await expect(countPages(named('rotto.pdf', cut))).rejects.toThrow('«rotto.pdf» è danneggiato o incompleto: non si riesce a leggerne le pagine');
    const locked = await PDFDocument.load(whole);
    locked.encrypt({ userPassword: 'segreta', ownerPassword: 'segreta' });
    await expect(countPages(named('chiuso.pdf', await locked.save()))).rejects.toThrow('«chiuso.pdf» è protetto da password');
  });

  it('opens a PDF protected only against editing', async () => {
    const doc = await PDFDocument.load(await makePdf(2));
    doc.encrypt({ userPassword: '', ownerPassword: 'proprietario' });
    expect(await countPages(named('limitato.pdf', await doc.save()))).toBe(2);
  });

  it('refuses an image that is neither JPG nor PNG, by name', async () => {
    await expect(imagesToPdf([named('x.gif', new TextEncoder().encode('GIF89a'))], 'a4')).rejects.toThrow("«x.gif» non è un'immagine JPG o PNG");
  });
});
