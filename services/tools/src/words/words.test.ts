import { countWords } from './words.js';

describe('countWords', () => {
  it('flattens the SMS figures of the shared count', () => {
    expect(countWords({ text: 'È così' })).toMatchObject({ words: 2, characters: 6, smsEncoding: 'UCS-2', smsSegments: 1, nonGsmCharacters: ['È'] });
  });
});
