import fc from 'fast-check';
import { countText } from '@orbita/proto-types/text-count';
import { toolEndpointForSuite } from './support.js';

const send = toolEndpointForSuite('/api/count-words');

describe('POST /api/count-words', () => {
  it('counts words, characters, sentences and the SMS of a text', async () => {
    const response = await send({ text: "Ciao, come stai? Bene.\nL'amico dell'università è qui!" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ words: 8, characters: 53, charactersWithoutSpaces: 46, sentences: 3, paragraphs: 2, smsEncoding: 'GSM-7', smsSegments: 1 });
  });

  // GSM 03.38 (3GPP TS 23.038): à è é ì ò ù are in the default alphabet, «È» is not; € takes two septets.
  it.each([
    ['a'.repeat(160), 'GSM-7', 1],
    ['a'.repeat(161), 'GSM-7', 2],
    ['àèéìòù'.repeat(51), 'GSM-7', 2],
    ['€'.repeat(80), 'GSM-7', 1],
    ['€'.repeat(81), 'GSM-7', 2],
    ['È'.repeat(70), 'UCS-2', 1],
    ['È' + 'a'.repeat(70), 'UCS-2', 2],
  ])('sends %j as %s in %d part(s)', async (text, smsEncoding, smsSegments) => {
    expect((await send({ text })).json()).toMatchObject({ smsEncoding, smsSegments });
  });

  it('refuses a text that is not text with an Italian 400', async () => {
    const response = await send({ text: 42 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Il campo «Testo» deve essere un testo', code: 'INVALID_INPUT' });
  });

  it('answers what the page counts with the shared logic (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 300 }), async (text) => {
        const { sms, ...count } = countText(text);
        expect((await send({ text })).json()).toEqual({ ...count, smsSegments: sms.segments, smsEncoding: sms.encoding, smsUnits: sms.units, smsUnitsLeft: sms.unitsLeft, nonGsmCharacters: sms.nonGsm });
        expect(count.words).toBeLessThanOrEqual(text.length);
        expect(count.characters).toBeLessThanOrEqual(text.length);
      }),
      { numRuns: 40 },
    );
  });
});
