/**
 * The rules of the word counter, shared by the count of a whole text (`countText` in text-count.ts) and the count kept
 * up to date while a long text is edited (text-count-incremental.ts): what a word, a character, a sentence end and an
 * SMS unit are. Both build on these, so an edit counted by parts and a whole text counted afresh follow one set of rules.
 */
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the untyped package gets its one declaration here, for every project that compiles this file
/// <reference path="../types/stopword.d.ts" />
import { ita as ITALIAN_STOP_WORDS } from 'stopword';

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
export const SEPTETS = new Uint8Array(0x10000);
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

/**
 * Where the parts of an SMS stand while a text is cut into them: parts so far, and units in the last one. A part is
 * closed when the next character does not fit (an escaped character or a surrogate pair is never split).
 */
export interface SmsPacking {
  segments: number;
  filled: number;
}

/** Adds the units of text[from, to) to `packing`, as many as the encoding gives each; returns the units added. */
export function packSms(text: string, from: number, to: number, encoding: SmsEncoding, packing: SmsPacking): number {
  const { part } = SMS_LIMITS[encoding];
  let units = 0;
  for (let index = from; index < to; index++) {
    const code = text.charCodeAt(index);
    let size: number;
    if (encoding === 'GSM-7') size = SEPTETS[code]!;
    else if (code >= 0xd800 && code <= 0xdbff && index + 1 < to && (text.charCodeAt(index + 1) & 0xfc00) === 0xdc00) {
      size = 2;
      index++;
    } else size = 1;
    units += size;
    if (packing.filled + size > part) {
      packing.segments++;
      packing.filled = 0;
    }
    packing.filled += size;
  }
  return units;
}

/** The SMS figures of a text of `units` units whose parts ended as `packing` says. */
export function smsCountOf(encoding: SmsEncoding, units: number, packing: SmsPacking, nonGsm: string[]): SmsCount {
  const { single, part } = SMS_LIMITS[encoding];
  if (units === 0) return { encoding, units, segments: 0, unitsLeft: single, nonGsm };
  if (units <= single) return { encoding, units, segments: 1, unitsLeft: single - units, nonGsm };
  return { encoding, units, segments: packing.segments, unitsLeft: part - packing.filled, nonGsm };
}

/** Adds to `nonGsm` the characters of text[from, to) outside GSM 03.38 it does not hold yet, up to ten in all. */
export function collectNonGsm(text: string, from: number, to: number, nonGsm: string[]): void {
  for (let index = from; index < to && nonGsm.length < 10; index++) {
    if (SEPTETS[text.charCodeAt(index)] === 0) {
      const char = String.fromCodePoint(text.codePointAt(index)!);
      if (!nonGsm.includes(char)) nonGsm.push(char);
    }
  }
}

const STOP = new Set(ITALIAN_STOP_WORDS);
export const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;
const SPACE = /\s/u;
const DIGITS = /^\p{N}+$/u;
export const SENTENCE_END = /[.!?…]+(?=\s|$|["»”’)\]])/gu;
/** A letter or a digit: a sentence or a line holding one counts. */
export const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Whether a UTF-16 unit is white space (the \s of JavaScript). */
export function isSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13) || (code > 127 && SPACE.test(String.fromCharCode(code)));
}

/**
 * The word a match of WORD counts as in the frequent words, or null when it is left out (shorter than two letters, a
 * stop word, only digits). «dell'università» is counted as «università»: the elided article or preposition is a stop word.
 */
export function frequencyKey(match: string): string | null {
  const lowered = match.toLowerCase();
  const apostrophe = Math.max(lowered.lastIndexOf("'"), lowered.lastIndexOf('’'));
  const word = apostrophe < 0 ? lowered : lowered.slice(apostrophe + 1);
  return word.length < 2 || STOP.has(word) || DIGITS.test(word) ? null : word;
}

/** The words of a text, and how often each word of the frequent words comes. */
export function countWords(text: string): { words: number; frequency: Map<string, number> } {
  const frequency = new Map<string, number>();
  let words = 0;
  for (const match of text.matchAll(WORD)) {
    words++;
    const word = frequencyKey(match[0]);
    if (word !== null) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  }
  return { words, frequency };
}

/** Most frequent first, ties in alphabetical order (of UTF-16 units). */
export function comesBefore(a: [string, number], b: [string, number]): boolean {
  return b[1] !== a[1] ? a[1] > b[1] : a[0] < b[0];
}

/** The ten words that come first in that order, found in one pass over the counts (a book has thousands of words). */
export function topTen(frequency: Map<string, number>): FrequentWord[] {
  const best: Array<[string, number]> = [];
  for (const entry of frequency) {
    if (entry[1] <= 0) continue;
    if (best.length === 10 && !comesBefore(entry, best[9]!)) continue;
    let at = best.length === 10 ? 9 : best.length;
    while (at > 0 && comesBefore(entry, best[at - 1]!)) {
      best[at] = best[at - 1]!;
      at--;
    }
    best[at] = entry;
    if (best.length > 10) best.length = 10;
  }
  return best.map(([word, count]) => ({ word, count }));
}

/** Code points that join the one before into one character: marks, joiners, variation selectors, skin tones. */
// eslint-disable-next-line no-misleading-character-class -- each joining code point is a member of its own, on purpose
const JOINING = /[\p{M}\u200D\uFE00-\uFE0F\u{1F3FB}-\u{1F3FF}\u{E0020}-\u{E007F}]|(?<=\u200D)\p{Extended_Pictographic}|\p{Regional_Indicator}(?=\p{Regional_Indicator})/gu;

/**
 * Characters as a reader sees them, and how many are white space: code points, less those that join the one
 * before («e» + accent, an emoji with its skin tone or joined family, a flag's second letter). Close to Unicode's
 * grapheme clusters for any text a person writes, and fast on a book (Intl.Segmenter takes seconds on one).
 */
export function countCharacters(text: string): { characters: number; spaces: number } {
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
