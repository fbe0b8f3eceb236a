import fc from 'fast-check';
import { countText, createTextCounter } from './text-count.js';

/**
 * Pieces of text that meet every rule at a part's edge: words with apostrophes, sentence ends before quotes, line
 * breaks of three kinds (a CRLF can be cut in two by an edit), white space that is not ASCII, accents as one
 * character or two, emoji with skin tones and joiners, flags, lone surrogates, GSM characters of two septets, more
 * than ten characters outside GSM, and more than ten words for the frequent ones.
 */
const PIECES = [
  'a', 'b', 'É', 'è', 'e\u0301', '1', '42', "l'", "dell'università", 'd’', 'casa', 'Casa', 'cane', 'gatto', 'mare', 'sole', 'luna', 'vita',
  'selva', 'strada', 'notte', 'giorno', 'fiore', 'il', 'della', ' ', ' ', '  ', '\t', '\u00a0', '\u2028', '\n', '\n\n', '\r', '\r\n',
  '.', '!', '?', '…', '...', '»', '"', ')', ']', '’', '€', '{', '|', 'È', 'À', 'ê', 'ô', 'ł', 'ş', 'ž', 'č', 'ć', 'đ', 'ă', 'ț',
  '😀', '👍🏽', '👨\u200D👩\u200D👧', '🇮🇹', '🇮', '\u200D', '\uFE0F', '\uD83D', '\uDE00', 'parola '.repeat(12), 'x'.repeat(40),
];
const piece = fc.constantFrom(...PIECES);
const text = (maxLength: number) => fc.array(piece, { maxLength }).map((pieces) => pieces.join(''));

/** An edit: where (a fraction of the text, possibly moved to the next line break or space), how much goes, what comes in. */
const edit = fc.record({
  at: fc.double({ min: 0, max: 1, noNaN: true }),
  snap: fc.constantFrom('none', 'line', 'after line', 'space'),
  removed: fc.oneof(fc.constant(0), fc.nat(3), fc.nat(400)),
  // New text, or a copy of some of the text itself (a repeated stretch makes the shared start and end overlap).
  inserted: fc.oneof(text(2), text(40), fc.record({ copyAt: fc.double({ min: 0, max: 1, noNaN: true }), copyLength: fc.nat(80) })),
});
type Edit = typeof edit extends fc.Arbitrary<infer T> ? T : never;

function applied(before: string, { at, snap, removed, inserted }: Edit): string {
  let from = Math.floor(at * before.length);
  if (snap !== 'none') {
    const found = before.indexOf(snap === 'space' ? ' ' : '\n', from);
    if (found >= 0) from = snap === 'after line' ? found + 1 : found;
  }
  const copyFrom = typeof inserted === 'string' ? 0 : Math.floor(inserted.copyAt * before.length);
  const added = typeof inserted === 'string' ? inserted : before.slice(copyFrom, copyFrom + inserted.copyLength);
  return before.slice(0, from) + added + before.slice(Math.min(before.length, from + removed));
}

describe('createTextCounter', () => {
  it('counts a long text typed into at the end as countText counts it whole', () => {
    const counter = createTextCounter();
    let typed = 'Nel mezzo del cammin di nostra vita mi ritrovai per una selva oscura. '.repeat(2000);
    expect(counter.count(typed)).toEqual(countText(typed));
    for (const key of 'abc. E poi?\n\nFine') {
      typed += key;
      expect(counter.count(typed)).toEqual(countText(typed));
    }
  });

  it('counts a repeated stretch pasted in or cut out, where the text before and after the edit is the same', () => {
    for (const partLength of [1, 2, 4]) {
      const counter = createTextCounter(partLength);
      for (const typed of ['x x x x ', 'x x ', 'x x x x x x ', 'x x ', 'x. x. x. ', 'x. ', '']) expect(counter.count(typed)).toEqual(countText(typed));
    }
  });

  it('gives back the same count when the text did not change', () => {
    const counter = createTextCounter();
    expect(counter.count('Ciao mondo')).toBe(counter.count('Ciao mondo'));
  });

  it('follows the SMS across parts: a two-septet € at a part edge, more than ten characters outside GSM', () => {
    const counter = createTextCounter(8);
    const euros = 'a '.repeat(75) + 'a€ ' + 'b '.repeat(10);
    expect(counter.count(euros)).toEqual(countText(euros));
    const many = 'È À ê ô ł ş ž č ć đ ă ț ';
    expect(counter.count(euros + many)).toEqual(countText(euros + many));
    expect(counter.count(many.repeat(2) + 'ñ ç')).toEqual(countText(many.repeat(2) + 'ñ ç'));
  });

  it('after any edits (typing, deleting, pasting across parts, at line breaks, inside words and sentences) counts as countText counts the whole text (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 24 }), text(60), fc.array(edit, { minLength: 1, maxLength: 12 }), (partLength, start, edits) => {
        const counter = createTextCounter(partLength);
        let current = start;
        expect(counter.count(current)).toEqual(countText(current));
        for (const step of edits) {
          current = applied(current, step);
          expect(counter.count(current)).toEqual(countText(current));
        }
      }),
      { numRuns: 400 },
    );
  });
});
