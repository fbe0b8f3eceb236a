import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { GERMAN_METHODS } from './german-methods.js';

/*
 * ktoblzcheck (an independent implementation of the Bundesbank's «Prüfzifferberechnungsmethoden», Debian package
 * ktoblzcheck 1.53) on 60 accounts per method, half of them valid: see test/fixtures/make-de-account-vectors.mjs.
 */
const { vectors } = JSON.parse(readFileSync(new URL('../../test/fixtures/de-account-vectors.json', import.meta.url), 'utf8')) as {
  vectors: Record<string, Array<[string, boolean]>>;
};

describe("the Bundesbank's check digit methods", () => {
  it('keeps a method for each of the vectors and a vector set for each method', () => {
    expect(Object.keys(GERMAN_METHODS).sort()).toEqual(Object.keys(vectors).sort());
  });

  it.each(Object.entries(vectors))('method %s agrees with ktoblzcheck on every account', (method, accounts) => {
    const check = GERMAN_METHODS[method]!;
    expect(accounts.filter(([account, valid]) => check(account) !== valid)).toEqual([]);
    expect(accounts.some(([, valid]) => valid)).toBe(true);
  });

  it('answers any ten digits with a verdict, at once', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(GERMAN_METHODS)), fc.stringMatching(/^\d{10}$/), (method, account) => {
        expect(typeof GERMAN_METHODS[method]!(account)).toBe('boolean');
      }),
    );
  });

  it('refuses, for a method with a check digit, all but one digit in its place for most accounts', () => {
    fc.assert(
      fc.property(fc.constantFrom('00', '01', '06', '10', '13', '32', '63', '88'), fc.stringMatching(/^0\d{8}$/), (method, body) => {
        const valid = [...'0123456789'].filter((digit) => GERMAN_METHODS[method]!(`${body}${digit}`));
        expect(valid.length).toBeLessThanOrEqual(method === '13' || method === '63' ? 10 : 1);
      }),
    );
  });
});
