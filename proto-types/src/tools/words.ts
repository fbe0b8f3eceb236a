/** Word counter (`POST /api/count-words`). */
import { Type, type Static } from 'typebox';
import { TEXT_COUNT_MAX_CHARACTERS } from '../logic/text-count.js';

export const CountWordsRequest = Type.Object({
  text: Type.String({ maxLength: TEXT_COUNT_MAX_CHARACTERS, title: 'Testo' }),
});
export type CountWordsRequest = Static<typeof CountWordsRequest>;

export const CountWordsResponse = Type.Object({
  words: Type.Integer(),
  characters: Type.Integer(),
  charactersWithoutSpaces: Type.Integer(),
  sentences: Type.Integer(),
  paragraphs: Type.Integer(),
  readingSeconds: Type.Integer(),
  speakingSeconds: Type.Integer(),
  topWords: Type.Array(Type.Object({ word: Type.String(), count: Type.Integer() })),
  smsSegments: Type.Integer(),
  smsEncoding: Type.Union([Type.Literal('GSM-7'), Type.Literal('UCS-2')]),
  /** Septets (GSM-7) or UTF-16 units (UCS-2). */
  smsUnits: Type.Integer(),
  smsUnitsLeft: Type.Integer(),
  /** Characters outside the GSM 03.38 set that make the message UCS-2 (at most ten). */
  nonGsmCharacters: Type.Array(Type.String()),
});
export type CountWordsResponse = Static<typeof CountWordsResponse>;
