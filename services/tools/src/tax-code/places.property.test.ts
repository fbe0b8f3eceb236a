import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { MUNICIPALITIES_FILE, Municipalities, type PlacesData } from './municipalities.js';
import { resolvePlace } from './resolve-place.js';
import { surnamePart } from './tax-code.js';

const data = JSON.parse(readFileSync(MUNICIPALITIES_FILE, 'utf8')) as PlacesData;
const municipalities = new Municipalities(data);
const comuni = data.places.filter(([, province, , from]) => province !== 'EE' && from);

function dayIn(from: string, to: string, fraction: number): string {
  const start = Date.parse(from);
  const end = Date.parse(to || '2026-01-01');
  return new Date(start + Math.floor((end - start) * fraction / 86_400_000) * 86_400_000).toISOString().slice(0, 10);
}

describe('places on the day of birth', () => {
  it("resolves a name and province on a day of its row to the row's code, or asks naming it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: comuni.length - 1 }), fc.double({ min: 0, max: 1, noNaN: true }), (index, fraction) => {
        const [code, province, name, from, to] = comuni[index]!;
        const day = dayIn(from, to, fraction);
        try {
          expect(resolvePlace(municipalities, `${name} (${province})`, day).code).toBe(code);
        } catch (error) {
          expect((error as Error).message).toMatch(new RegExp(`ci sono più comuni di nome .*${code}`));
        }
      }),
      { numRuns: 500 },
    );
  });

  it('ends any text and day in a place or an Italian message', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.date({ min: new Date('1800-01-01'), max: new Date('2026-01-01'), noInvalidDate: true }), (text, date) => {
        try {
          expect(resolvePlace(municipalities, text, date.toISOString().slice(0, 10)).code).toMatch(/^[A-Z]\d{3}$/);
        } catch (error) {
          expect((error as Error).message).toMatch(/^Il luogo di nascita: /);
        }
      }),
    );
  });
});

describe('letters of other alphabets', () => {
  it('gives three ASCII capitals for any name with a Latin letter, accented, full-width or special', () => {
    const latin = fc.constantFrom(...'aàáâãäåąbcçćčdďđeèéêëęěfghiìíîïıjklłmnñńňoòóôõöøőpqrřsśšşßtťţþuùúûüůűvwxyýÿzźżžæœＡｚ'.split(''));
    fc.assert(
      fc.property(fc.array(latin, { minLength: 1, maxLength: 20 }), fc.constantFrom('', ' ', "'", '-'), (letters, separator) => {
        expect(surnamePart(letters.join(separator))).toMatch(/^[A-Z]{3}$/);
      }),
    );
  });
});
