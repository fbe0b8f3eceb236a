/**
 * Counting a text: words, characters, sentences, paragraphs, reading and speaking time, the most frequent words
 * without Italian stop words, and the SMS a phone would send. One module for the tools service
 * (`POST /api/count-words`) and the word-counter page, which counts at each keystroke (`createTextCounter`, counting
 * again only the parts of a long text an edit touched). Pure and free of schema code.
 */
import {
  collectNonGsm,
  countCharacters,
  countWords,
  LETTER_OR_DIGIT,
  packSms,
  READING_WORDS_PER_MINUTE,
  SENTENCE_END,
  smsCountOf,
  SPEAKING_WORDS_PER_MINUTE,
  type SmsCount,
  type SmsEncoding,
  type TextCount,
} from './text-count-rules.js';

export { READING_WORDS_PER_MINUTE, SMS_LIMITS, SPEAKING_WORDS_PER_MINUTE } from './text-count-rules.js';
export type { FrequentWord, SmsCount, SmsEncoding, TextCount } from './text-count-rules.js';
export { createTextCounter, type TextCounter } from './text-count-incremental.js';

/** The longest text the API counts (about 100,000 Italian words); the page counts longer ones itself. */
export const TEXT_COUNT_MAX_CHARACTERS = 700_000;

/**
 * SMS segments as phones count them: GSM-7 while every character is in the GSM 03.38 set (160 septets, or 153 a
 * part when concatenated, an escaped character never split across parts), otherwise UCS-2 (70 UTF-16 units, or 67
 * a part, a surrogate pair never split).
 */
export function countSms(text: string): SmsCount {
  const nonGsm: string[] = [];
  collectNonGsm(text, 0, text.length, nonGsm);
  const encoding: SmsEncoding = nonGsm.length === 0 ? 'GSM-7' : 'UCS-2';
  // Units of the whole text, and how full the last part is when it is cut into parts that never split a character.
  const packing = { segments: 1, filled: 0 };
  const units = packSms(text, 0, text.length, encoding, packing);
  return smsCountOf(encoding, units, packing, nonGsm);
}

/**
 * Counts a text. A word is a run of letters or digits, apostrophes inside it kept («l'amico» is one word, as a word
 * processor counts it between spaces); a sentence ends with . ! ? or … before a space or the end, and the last one
 * counts without them; a paragraph is a line with something on it.
 */
export function countText(text: string): TextCount {
  const { words, frequency } = countWords(text);
  const { characters, spaces } = countCharacters(text);
  let sentences = 0;
  let lastEnd = 0;
  for (const match of text.matchAll(SENTENCE_END)) {
    if (LETTER_OR_DIGIT.test(text.slice(lastEnd, match.index))) sentences++;
    lastEnd = match.index + match[0].length;
  }
  if (LETTER_OR_DIGIT.test(text.slice(lastEnd))) sentences++;
  let paragraphs = 0;
  for (const line of text.split(/\r\n|\r|\n/)) if (line.trim() !== '') paragraphs++;
  const topWords = [...frequency]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .slice(0, 10)
    .map(([word, count]) => ({ word, count }));
  return {
    words,
    characters,
    charactersWithoutSpaces: characters - spaces,
    sentences,
    paragraphs,
    readingSeconds: Math.ceil((words * 60) / READING_WORDS_PER_MINUTE),
    speakingSeconds: Math.ceil((words * 60) / SPEAKING_WORDS_PER_MINUTE),
    topWords,
    sms: countSms(text),
  };
}
