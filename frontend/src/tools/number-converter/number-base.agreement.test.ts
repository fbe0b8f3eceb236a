/**
 * The page converts bases itself; the service (`POST /api/convert-number`) still does for API
 * clients. Both must give the same answer, and the same sentence for a wrong number, on any input.
 */
import fc from 'fast-check';
import type { NumberConversionResponse } from '@orbita/proto-types';
import { convertInPage } from './number-base';

jest.mock('@orbita/service-kit', () => ({
  defineError: () =>
    class ServiceError extends Error {
      constructor(message: string) {
        super(message);
      }
    },
}));

interface ServerModule {
  convertNumber: (number: string, fromBase: number, toBase: number) => NumberConversionResponse;
}
// A path in a variable: the frontend's typecheck does not follow it into the service's dependencies.
const SERVER_MODULE = '../../../../services/tools/src/number/number-base';
const server = jest.requireActual<ServerModule>(SERVER_MODULE);

function onServer(number: string, fromBase: number, toBase: number) {
  try {
    return { conversion: server.convertNumber(number, fromBase, toBase) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

const base = fc.integer({ min: 2, max: 36 });
const digitText = fc.stringMatching(/^-?(0[bBoOxX])?[0-9a-zA-Z _]{0,40}$/);
const anyText = fc.string({ maxLength: 30 });

describe('number bases in the page and on the server', () => {
  it('agree on digits, signs, prefixes and separators in every base', () => {
    fc.assert(
      fc.property(fc.oneof(digitText, anyText), base, base, (number, fromBase, toBase) => {
        expect(convertInPage(number, fromBase, toBase)).toEqual(onServer(number, fromBase, toBase));
      }),
      { numRuns: 3000 },
    );
  });

  it('agree on numbers beyond 2^64, negative ones and powers of two', () => {
    const bigNumber = fc.bigInt({ min: -(1n << 130n), max: 1n << 130n });
    fc.assert(
      fc.property(bigNumber, base, base, (value, fromBase, toBase) => {
        const text = value.toString(fromBase);
        expect(convertInPage(text, fromBase, toBase)).toEqual(onServer(text, fromBase, toBase));
      }),
      { numRuns: 2000 },
    );
    for (const text of ['0', '1', '-1', '4096', '-4096', '18446744073709551616', '-128', '127', '32768']) {
      expect(convertInPage(text, 10, 2)).toEqual(onServer(text, 10, 2));
    }
  });
});
