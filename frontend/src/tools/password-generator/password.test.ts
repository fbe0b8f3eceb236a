import fc from 'fast-check';
import { generatePassphrase, passphraseEntropy, PASSPHRASE_WORDS } from './passphrase';
import {
  CHARACTER_SETS,
  chosenAlphabets,
  checkPasswordOptions,
  generatePassword,
  log2BigInt,
  LOOK_ALIKES,
  PASSWORD_LENGTH,
  passwordCount,
  passwordEntropy,
  SET_ORDER,
  type PasswordOptions,
} from './password';
import { cryptoSource, randomBelow, type RandomSource } from './random';
import { ITALIAN_WORDS } from './words';

/** A source that plays back `draws` (of `bits` bits), over and over. */
const replay = (draws: readonly number[], bits = 32): RandomSource => {
  let index = 0;
  return { bits, next: () => draws[index++ % draws.length]! };
};

const setsArb = fc
  .record({ lower: fc.boolean(), upper: fc.boolean(), digits: fc.boolean(), symbols: fc.boolean() })
  .filter((sets) => Object.values(sets).some(Boolean));
const optionsArb: fc.Arbitrary<PasswordOptions> = fc.record({
  length: fc.integer({ min: PASSWORD_LENGTH.min, max: PASSWORD_LENGTH.max }),
  sets: setsArb,
  avoidLookAlikes: fc.boolean(),
});

describe('randomBelow: rejection sampling, no modulo bias', () => {
  it('every n from 1 to 256: over all 256 values of an 8-bit draw, each result comes from the same number of accepted draws', () => {
    for (let n = 1; n <= 256; n += 1) {
      const limit = 256 - (256 % n);
      const hits = new Array<number>(n).fill(0);
      let passedOver = 0;
      for (let draw = 0; draw < 256; draw += 1) {
        // Each first draw, followed by a marker draw: a first draw that is kept gives its own result, one thrown away the marker's.
        const result = randomBelow(n, replay([draw, limit - 1], 8));
        if (draw < limit) hits[result]! += 1;
        else if (result === (limit - 1) % n) passedOver += 1;
      }
      expect(new Set(hits).size).toBe(1);
      expect(hits.reduce((sum, count) => sum + count, 0)).toBe(limit);
      expect(passedOver).toBe(256 - limit);
    }
  });

  it('a draw in the incomplete last run is thrown away, not folded onto the small results', () => {
    // n = 3 on 8 bits: 255 is the only value of the last run (256 % 3 = 1); the next draw, 4, is used instead.
    expect(randomBelow(3, replay([255, 4], 8))).toBe(1);
  });

  it('any n and any draws: a whole number in [0, n)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 32 }), fc.array(fc.integer({ min: 0, max: 2 ** 32 - 1 }), { minLength: 1, maxLength: 20 }), (n, draws) => {
        // Followed by 0, always accepted, so a draw sequence that is all rejections still ends.
        const value = randomBelow(n, replay([...draws, 0]));
        return Number.isInteger(value) && value >= 0 && value < n;
      }),
    );
  });

  it('with Web Crypto: 60,000 draws among 6 pass a chi-square test (5 degrees of freedom, p = 0.001 bound 20.5)', () => {
    const source = cryptoSource();
    const counts = new Array<number>(6).fill(0);
    for (let i = 0; i < 60_000; i += 1) counts[randomBelow(6, source)]! += 1;
    const chiSquare = counts.reduce((sum, count) => sum + (count - 10_000) ** 2 / 10_000, 0);
    expect(chiSquare).toBeLessThan(20.5);
  });
});

describe('generatePassword', () => {
  it('always the length asked, only chosen characters, every chosen set present, no look-alikes when asked', () => {
    fc.assert(
      fc.property(optionsArb, (options) => {
        const password = generatePassword(options, cryptoSource());
        const alphabets = chosenAlphabets(options);
        const all = alphabets.join('');
        expect(password).toHaveLength(options.length);
        expect([...password].every((char) => all.includes(char))).toBe(true);
        if (options.length >= alphabets.length) expect(alphabets.every((alphabet) => [...password].some((char) => alphabet.includes(char)))).toBe(true);
        if (options.avoidLookAlikes) expect([...password].some((char) => LOOK_ALIKES.includes(char))).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('no chosen set, or a length out of range, is said in Italian', () => {
    const none = { lower: false, upper: false, digits: false, symbols: false };
    expect(checkPasswordOptions({ length: 16, sets: none, avoidLookAlikes: false })).toEqual({ ok: false, message: 'Scegli almeno un tipo di caratteri' });
    expect(checkPasswordOptions({ length: 3, sets: { ...none, lower: true }, avoidLookAlikes: false })).toEqual({
      ok: false,
      message: 'Scegli una lunghezza tra 4 e 128 caratteri',
    });
  });

  it('with look-alikes left out: 24 lower-case, 24 capitals, 8 digits, all 27 symbols', () => {
    const sizes = chosenAlphabets({ sets: { lower: true, upper: true, digits: true, symbols: true }, avoidLookAlikes: true }).map((a) => a.length);
    expect(sizes).toEqual([24, 24, 8, 27]);
    expect(SET_ORDER.map((set) => CHARACTER_SETS[set].length)).toEqual([26, 26, 10, 27]);
  });

  it('4 digits from 1 set: all 10,000 strings are counted, each drawn alike (chi-square over 200,000 draws)', () => {
    const options: PasswordOptions = { length: 4, sets: { lower: false, upper: false, digits: true, symbols: false }, avoidLookAlikes: false };
    expect(passwordCount(options)).toBe(10_000n);
    const source = cryptoSource();
    const counts = new Map<string, number>();
    for (let i = 0; i < 200_000; i += 1) {
      const password = generatePassword(options, source);
      counts.set(password, (counts.get(password) ?? 0) + 1);
    }
    expect(counts.size).toBe(10_000);
    const chiSquare = [...counts.values()].reduce((sum, count) => sum + (count - 20) ** 2 / 20, 0);
    // 9,999 degrees of freedom: mean 9,999, standard deviation about 141; 10,600 is over four of them away.
    expect(chiSquare).toBeLessThan(10_600);
  });
});

describe('entropy', () => {
  it('one set: exactly length × log2(size)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 128 }), fc.constantFrom(...SET_ORDER), fc.boolean(), (length, set, avoidLookAlikes) => {
        const sets = { lower: false, upper: false, digits: false, symbols: false, [set]: true };
        const size = chosenAlphabets({ sets, avoidLookAlikes })[0]!.length;
        expect(passwordEntropy({ length, sets, avoidLookAlikes })).toBeCloseTo(length * Math.log2(size), 9);
      }),
    );
  });

  it('several sets: the count is that of every string enumerated by hand (each set combination, lengths 1 to 3)', () => {
    for (let mask = 1; mask < 16; mask += 1) {
      for (const avoidLookAlikes of [false, true]) {
        const sets = { lower: Boolean(mask & 1), upper: Boolean(mask & 2), digits: Boolean(mask & 4), symbols: Boolean(mask & 8) };
        const alphabets = chosenAlphabets({ sets, avoidLookAlikes });
        const all = alphabets.join('');
        for (let length = 1; length <= 3 && all.length ** length <= 200_000; length += 1) {
          let expected = 0;
          for (let index = 0; index < all.length ** length; index += 1) {
            const chars = Array.from({ length }, (_, position) => all[Math.floor(index / all.length ** position) % all.length]!);
            if (length < alphabets.length || alphabets.every((alphabet) => chars.some((char) => alphabet.includes(char)))) expected += 1;
          }
          expect(passwordCount({ length, sets, avoidLookAlikes })).toBe(BigInt(expected));
        }
      }
    }
    // The same formula written out: lower-case and digits at length 4 is 36^4 − 26^4 − 10^4.
    const options: PasswordOptions = { length: 4, sets: { lower: true, upper: false, digits: true, symbols: false }, avoidLookAlikes: false };
    expect(passwordCount(options)).toBe(36n ** 4n - 26n ** 4n - 10n ** 4n);
  });

  it('every option: below length × log2(all characters), and at most 2 bits below it from 12 characters on', () => {
    fc.assert(
      fc.property(optionsArb, (options) => {
        const all = chosenAlphabets(options).join('').length;
        const bits = passwordEntropy(options);
        const upper = options.length * Math.log2(all);
        expect(bits).toBeLessThanOrEqual(upper + 1e-9);
        if (options.length >= 12) expect(upper - bits).toBeLessThan(2);
      }),
    );
  });

  it('log2 of a BigInt past 2^1024 keeps its precision', () => {
    expect(log2BigInt(2n ** 2000n)).toBe(2000);
    expect(log2BigInt(3n ** 1000n)).toBeCloseTo(1000 * Math.log2(3), 9);
  });
});

describe('passphrases from the Italian BIP-39 list', () => {
  it('the list: 2048 distinct words, lower-case letters only, so 11 bits a word', () => {
    expect(ITALIAN_WORDS).toHaveLength(2048);
    expect(new Set(ITALIAN_WORDS).size).toBe(2048);
    expect(ITALIAN_WORDS.every((word) => /^[a-z]{4,9}$/.test(word))).toBe(true);
    expect(ITALIAN_WORDS.slice(0, 3)).toEqual(['abaco', 'abbaglio', 'abbinato']);
    expect(passphraseEntropy(5, ITALIAN_WORDS.length)).toBe(55);
  });

  it('any count and separator: that many words of the list, joined by the separator', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: PASSPHRASE_WORDS.min, max: PASSPHRASE_WORDS.max }),
        fc.constantFrom('-' as const, ' ' as const, '.' as const, '_' as const),
        fc.boolean(),
        (words, separator, capitalize) => {
          const phrase = generatePassphrase({ words, separator, capitalize }, ITALIAN_WORDS, cryptoSource());
          const parts = phrase.split(separator);
          expect(parts).toHaveLength(words);
          for (const part of parts) {
            expect(ITALIAN_WORDS).toContain(part.toLowerCase());
            if (capitalize) expect(part[0]).toBe(part[0]!.toUpperCase());
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it('a word count out of range is said in Italian', () => {
    expect(() => generatePassphrase({ words: 2, separator: '-', capitalize: false }, ITALIAN_WORDS, cryptoSource())).toThrow('Scegli da 3 a 12 parole');
  });
});
