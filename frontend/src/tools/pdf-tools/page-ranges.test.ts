import fc from 'fast-check';
import { pagesAfterDeleting, parsePageRanges } from './page-ranges';

describe('parsePageRanges', () => {
  it('reads «1-3, 5, 8-» on a ten-page document', () => {
    expect(parsePageRanges('1-3, 5, 8-', 10)).toEqual({ pages: [1, 2, 3, 5, 8, 9, 10] });
  });

  it.each([
    ['1 a 3', [1, 2, 3]],
    ['8 a', [8, 9, 10]],
    ['-2', [1, 2]],
    ['4–5; 1', [1, 4, 5]],
    ['2,2,1-2', [1, 2]],
    [' 7 ', [7]],
    ['3-3', [3]],
    ['1-3,,5', [1, 2, 3, 5]],
  ])('reads «%s»', (text, pages) => {
    expect(parsePageRanges(text, 10)).toEqual({ pages });
  });

  it.each([
    ['', 'Scrivi le pagine, ad esempio 1-3, 5, 8-'],
    [' , ', 'Scrivi le pagine, ad esempio 1-3, 5, 8-'],
    ['12', 'Il documento ha 10 pagine: la pagina 12 non esiste'],
    ['0-2', 'Le pagine si contano da 1: la pagina 0 non esiste'],
    ['5-3', "L'intervallo 5-3 va all'indietro: scrivi 3-5"],
    ['1-3-5', '«1-3-5» non è una pagina né un intervallo: scrivi ad esempio 1-3, 5, 8-'],
    ['uno', 'Scrivi solo numeri di pagina, trattini e virgole, ad esempio 1-3, 5, 8-'],
    ['1 a b', 'Scrivi solo numeri di pagina, trattini e virgole, ad esempio 1-3, 5, 8-'],
    ['-', '«-» non è una pagina né un intervallo: scrivi ad esempio 1-3, 5, 8-'],
    ['1.5', '«1.5» non è una pagina né un intervallo: scrivi ad esempio 1-3, 5, 8-'],
  ])('refuses «%s» in Italian', (text, error) => {
    expect(parsePageRanges(text, 10)).toEqual({ error });
  });

  it('quotes a long wrong part shortened', () => {
    expect(parsePageRanges('1234567890-1234567890-1234567890', 10)).toEqual({ error: '«1234567890-123456789…» non è una pagina né un intervallo: scrivi ad esempio 1-3, 5, 8-' });
  });

  it('says a one-page document has one page', () => {
    expect(parsePageRanges('2', 1)).toEqual({ error: 'Il documento ha una sola pagina: la pagina 2 non esiste' });
  });

  it('ends any text in sorted, distinct pages of the document or in an Italian sentence', () => {
    const pieces = fc.constantFrom('1', '3', '8', '12', '0', '-', '–', ' a ', ',', ';', ' ', 'x', '.', '99999999', '');
    const text = fc.oneof(fc.string(), fc.array(pieces, { maxLength: 12 }).map((parts) => parts.join('')));
    fc.assert(
      fc.property(text, fc.integer({ min: 1, max: 40 }), (typed, pageCount) => {
        const result = parsePageRanges(typed, pageCount);
        if ('error' in result) {
          expect(result.error).toMatch(/^[A-ZÈL«]/);
          expect(result.error.length).toBeLessThan(140);
          expect(result.error).not.toMatch(/undefined|NaN|Error/);
          return;
        }
        expect(result.pages.length).toBeGreaterThan(0);
        result.pages.forEach((page, index) => {
          expect(page).toBeGreaterThanOrEqual(1);
          expect(page).toBeLessThanOrEqual(pageCount);
          if (index > 0) expect(page).toBeGreaterThan(result.pages[index - 1] ?? 0);
        });
      }),
    );
  });

  it('reads back every list of pages written as ranges', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { minLength: 1, maxLength: 30 }), (pages) => {
        const sorted = [...pages].sort((a, b) => a - b);
        expect(parsePageRanges(pages.join(', '), 30)).toEqual({ pages: sorted });
      }),
    );
  });
});

describe('pagesAfterDeleting', () => {
  it('keeps what was not typed', () => {
    expect(pagesAfterDeleting('1-3, 5, 8-', 10)).toEqual({ pages: [4, 6, 7] });
  });

  it('refuses to delete every page', () => {
    expect(pagesAfterDeleting('1-', 4)).toEqual({ error: 'Non puoi eliminare tutte le pagine: un PDF ne deve avere almeno una' });
  });

  it('keeps and deletes together the whole document', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 19 }), (pages) => {
        const result = pagesAfterDeleting(pages.join(','), 20);
        if ('error' in result) throw new Error(result.error);
        expect(result.pages.length + pages.length).toBe(20);
        expect(result.pages.some((page) => pages.includes(page))).toBe(false);
      }),
    );
  });
});
