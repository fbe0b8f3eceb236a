/**
 * Counting a text: words, characters, sentences, paragraphs, reading and speaking time, the most frequent words
 * without Italian stop words, and the SMS a phone would send. One module for the tools service
 * (`POST /api/count-words`) and the word-counter page, which counts at each keystroke. Pure and free of schema code.
 */
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the untyped package gets its one declaration here, for every project that compiles this file
/// <reference path="../types/stopword.d.ts" />
import { ita as ITALIAN_STOP_WORDS } from 'stopword';

/** The longest text the API counts (about 100,000 Italian words); the page counts longer ones itself. */
export const TEXT_COUNT_MAX_CHARACTERS = 700_000;

/** Words a minute: silent reading of an adult, and speaking at a steady pace (a talk, a speech); both estimates. */
export const READING_WORDS_PER_MINUTE = 200;
export const SPEAKING_WORDS_PER_MINUTE = 130;

/**
 * GSM 03.38 (3GPP TS 23.038, 6.2.1) default alphabet: one septet each. Italian letters à è é ì ò ù are in it,
 * «É» too, but not «È», «À», «Ì», «Ò», «Ù»: one of them turns the whole message to UCS-2.
 */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** The extension table: an escape and the character, two septets each. */
const GSM_EXTENDED = '\f^{}\\[~]|€';

/** Septets of each UTF-16 unit in GSM-7: 1 for the default alphabet, 2 for the extension table, 0 when outside. */
const SEPTETS = new Uint8Array(0x10000);
for (const char of GSM_BASIC) SEPTETS[char.charCodeAt(0)] = 1;
for (const char of GSM_EXTENDED) SEPTETS[char.charCodeAt(0)] = 2;

export const SMS_LIMITS = {
  'GSM-7': { single: 160, part: 153 },
  'UCS-2': { single: 70, part: 67 },
} as const;
export type SmsEncoding = keyof typeof SMS_LIMITS;

export interface SmsCount {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 units (UCS-2) the text takes. */
  units: number;
  segments: number;
  /** Units left in the last segment before one more is needed. */
  unitsLeft: number;
  /** The characters that force UCS-2 (distinct, at most ten). */
  nonGsm: string[];
}

/**
 * SMS segments as phones count them: GSM-7 while every character is in the GSM 03.38 set (160 septets, or 153 a
 * part when concatenated, an escaped character never split across parts), otherwise UCS-2 (70 UTF-16 units, or 67
 * a part, a surrogate pair never split).
 */
export function countSms(text: string): SmsCount {
  const nonGsm: string[] = [];
  for (let index = 0; index < text.length && nonGsm.length < 10; index++) {
    if (SEPTETS[text.charCodeAt(index)] === 0) {
      const char = String.fromCodePoint(text.codePointAt(index)!);
      if (!nonGsm.includes(char)) nonGsm.push(char);
    }
  }
  const encoding: SmsEncoding = nonGsm.length === 0 ? 'GSM-7' : 'UCS-2';
  const { single, part } = SMS_LIMITS[encoding];
  // Units of the whole text, and how full the last part is when it is cut into parts that never split a character.
  let units = 0;
  let segments = 1;
  let filled = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    let size: number;
    if (encoding === 'GSM-7') size = SEPTETS[code]!;
    else if (code >= 0xd800 && code <= 0xdbff && index + 1 < text.length && (text.charCodeAt(index + 1) & 0xfc00) === 0xdc00) {
      size = 2;
      index++;
    } else size = 1;
    units += size;
    if (filled + size > part) {
      segments++;
      filled = 0;
    }
    filled += size;
  }
  if (units === 0) return { encoding, units, segments: 0, unitsLeft: single, nonGsm };
  if (units <= single) return { encoding, units, segments: 1, unitsLeft: single - units, nonGsm };
  return { encoding, units, segments, unitsLeft: part - filled, nonGsm };
}

export interface FrequentWord {
  word: string;
  count: number;
}

export interface TextCount {
  words: number;
  /** Characters as a reader sees them (user-perceived characters: «é» and an emoji are one each). */
  characters: number;
  charactersWithoutSpaces: number;
  sentences: number;
  paragraphs: number;
  /** Whole seconds, rounded up. */
  readingSeconds: number;
  speakingSeconds: number;
  /** At most ten, most frequent first (ties in alphabetical order), Italian stop words left out. */
  topWords: FrequentWord[];
  sms: SmsCount;
}

const STOP = new Set(ITALIAN_STOP_WORDS);
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;
const SPACE = /\s/u;
const DIGITS = /^\p{N}+$/u;
const SENTENCE_END = /[.!?…]+(?=\s|$|["»”’)\]])/gu;

/** Whether a UTF-16 unit is white space (the \s of JavaScript). */
function isSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13) || (code > 127 && SPACE.test(String.fromCharCode(code)));
}

/** Code points that join the one before into one character: marks, joiners, variation selectors, skin tones. */
// eslint-disable-next-line no-misleading-character-class -- each joining code point is a member of its own, on purpose
const JOINING = /[\p{M}\u200D\uFE00-\uFE0F\u{1F3FB}-\u{1F3FF}\u{E0020}-\u{E007F}]|(?<=\u200D)\p{Extended_Pictographic}|\p{Regional_Indicator}(?=\p{Regional_Indicator})/gu;

/**
 * Characters as a reader sees them, and how many are white space: code points, less those that join the one
 * before («e» + accent, an emoji with its skin tone or joined family, a flag's second letter). Close to Unicode's
 * grapheme clusters for any text a person writes, and fast on a book (Intl.Segmenter takes seconds on one).
 */
function countCharacters(text: string): { characters: number; spaces: number } {
  let characters = 0;
  let spaces = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if ((code & 0xfc00) === 0xdc00 && index > 0 && (text.charCodeAt(index - 1) & 0xfc00) === 0xd800) continue;
    characters++;
    if (isSpace(code)) spaces++;
  }
  // eslint-disable-next-line no-misleading-character-class -- as JOINING
  if (/[\p{M}\u200D\uFE00-\uFE0F\p{Regional_Indicator}\u{1F3FB}-\u{1F3FF}\u{E0020}-\u{E007F}]/u.test(text)) {
    for (const match of text.matchAll(JOINING)) if (match[0]) characters--;
  }
  return { characters, spaces };
}

/**
 * Counts a text. A word is a run of letters or digits, apostrophes inside it kept («l'amico» is one word, as a word
 * processor counts it between spaces); a sentence ends with . ! ? or … before a space or the end, and the last one
 * counts without them; a paragraph is a line with something on it.
 */
export function countText(text: string): TextCount {
  const frequency = new Map<string, number>();
  let words = 0;
  for (const match of text.matchAll(WORD)) {
    words++;
    // «dell'università» is counted as «università»: the elided article or preposition is a stop word.
    const lowered = match[0].toLowerCase();
    const apostrophe = Math.max(lowered.lastIndexOf("'"), lowered.lastIndexOf('’'));
    const word = apostrophe < 0 ? lowered : lowered.slice(apostrophe + 1);
    if (word.length < 2 || STOP.has(word) || DIGITS.test(word)) continue;
    frequency.set(word, (frequency.get(word) ?? 0) + 1);
  }
  const { characters, spaces } = countCharacters(text);
  let sentences = 0;
  let lastEnd = 0;
  for (const match of text.matchAll(SENTENCE_END)) {
    if (/[\p{L}\p{N}]/u.test(text.slice(lastEnd, match.index))) sentences++;
    lastEnd = match.index + match[0].length;
  }
  if (/[\p{L}\p{N}]/u.test(text.slice(lastEnd))) sentences++;
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
