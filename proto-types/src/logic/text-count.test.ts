import fc from 'fast-check';
import { countSms, countText } from './text-count.js';

describe('countSms (3GPP TS 23.038, GSM 03.38)', () => {
  it.each([
    ['àèéìòùÉ', 'GSM-7', 7, 1],
    ['È', 'UCS-2', 1, 1],
    ['a'.repeat(160), 'GSM-7', 160, 1],
    ['a'.repeat(306), 'GSM-7', 306, 2],
    ['a'.repeat(307), 'GSM-7', 307, 3],
    ['{}'.repeat(40), 'GSM-7', 160, 1],
    ['È'.repeat(134), 'UCS-2', 134, 2],
    ['È'.repeat(135), 'UCS-2', 135, 3],
    ['', 'GSM-7', 0, 0],
  ])('%j is %s, %d units, %d part(s)', (text, encoding, units, segments) => {
    expect(countSms(text)).toMatchObject({ encoding, units, segments });
  });

  it('never splits an escaped character or a surrogate pair across parts', () => {
    // 152 septets, then € (2 septets) does not fit the first part's 153: two parts, the second holding 2 septets.
    expect(countSms('a'.repeat(152) + '€' + 'a'.repeat(10))).toMatchObject({ units: 164, segments: 2, unitsLeft: 153 - 12 });
    expect(countSms('È'.repeat(66) + '😀' + 'È'.repeat(10))).toMatchObject({ units: 78, segments: 2, unitsLeft: 67 - 12 });
  });
});

describe('countText', () => {
  it('counts words, sentences, paragraphs and the frequent words of an Italian text', () => {
    const count = countText("Ciao, come stai? Bene.\n\nL'amico dell'università è qui! L'università");
    expect(count).toMatchObject({ words: 9, sentences: 4, paragraphs: 2 });
    expect(count.topWords.slice(0, 4)).toEqual([{ word: 'università', count: 2 }, { word: 'amico', count: 1 }, { word: 'bene', count: 1 }, { word: 'ciao', count: 1 }]);
  });

  it('counts an accent, an emoji with its skin tone and a flag as one character each', () => {
    expect(countText('e\u0301 👍🏽 🇮🇹')).toMatchObject({ characters: 5, charactersWithoutSpaces: 3 });
  });

  it('never counts more words or characters than the text has units (fast-check)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        const count = countText(text);
        expect(count.words).toBeLessThanOrEqual(text.length);
        expect(count.characters).toBeLessThanOrEqual(text.length);
        expect(count.charactersWithoutSpaces).toBeLessThanOrEqual(count.characters);
        expect(count.sentences).toBeLessThanOrEqual(count.words);
        expect(count.sms.units).toBeGreaterThanOrEqual(count.characters > 0 ? 1 : 0);
      }),
    );
  });
});
