/**
 * The count of a text kept up to date while it is edited, as the word-counter page needs it: a 100,000-word text is
 * about 540,000 characters, and counting it afresh at every keystroke takes tens of milliseconds. The text is held in
 * parts of a few thousand characters, each cut just after a white-space character (no word, character, sentence end or
 * surrogate pair spans two parts), with the count of each part; an edit counts again only the parts it touched, and
 * the totals are joined from the parts. The answer is always the one `countText` gives for the whole text (a
 * fast-check property in text-count-incremental.test.ts asserts it over random edits).
 */
import {
  collectNonGsm,
  countCharacters,
  countWords,
  isSpace,
  LETTER_OR_DIGIT,
  packSms,
  READING_WORDS_PER_MINUTE,
  SENTENCE_END,
  SMS_LIMITS,
  smsCountOf,
  SPEAKING_WORDS_PER_MINUTE,
  topTen,
  type SmsEncoding,
  type SmsPacking,
  type TextCount,
} from './text-count-rules.js';

/**
 * Pieces of a part cut by separators (sentence ends, line breaks), of which those with something in them count. A
 * piece can run on across parts, so a part says whether it holds a separator at all (`cut`), whether its first and
 * last pieces have something in them, and how many of the pieces in between do.
 */
interface Pieces {
  cut: boolean;
  first: boolean;
  between: number;
  last: boolean;
}

interface Part {
  length: number;
  words: number;
  characters: number;
  spaces: number;
  frequency: Map<string, number>;
  sentences: Pieces;
  paragraphs: Pieces;
  /** Whether each of its UTF-16 units is one septet in GSM-7, and one unit in UCS-2 (no surrogate pair, sent whole). */
  gsmOneEach: boolean;
  ucsOneEach: boolean;
  /** Its characters outside GSM 03.38, distinct, the first ten. */
  nonGsm: string[];
}

export interface TextCounter {
  /** The count of `text`, worked out from the count of the text it was given last time. */
  count(text: string): TextCount;
}

/** Pieces of `pieces` (the text between separators), each counted when `counts` says so. */
function piecesOf(pieces: string[], counts: (piece: string) => boolean): Pieces {
  if (pieces.length === 1) return { cut: false, first: false, between: 0, last: counts(pieces[0]!) };
  let between = 0;
  for (let index = 1; index < pieces.length - 1; index++) if (counts(pieces[index]!)) between++;
  return { cut: true, first: counts(pieces[0]!), between, last: counts(pieces.at(-1)!) };
}

/** The pieces that count in parts joined in order: a piece running across parts counts once, if any of it counts. */
function joinPieces(parts: Part[], of: (part: Part) => Pieces): number {
  let total = 0;
  let open = false;
  for (const part of parts) {
    const pieces = of(part);
    if (!pieces.cut) {
      open ||= pieces.last;
      continue;
    }
    if (open || pieces.first) total++;
    total += pieces.between;
    open = pieces.last;
  }
  return open ? total + 1 : total;
}

const SURROGATE_PAIR = /[\uD800-\uDBFF][\uDC00-\uDFFF]/;
const hasLetterOrDigit = (piece: string): boolean => LETTER_OR_DIGIT.test(piece);
const hasSomething = (line: string): boolean => line.trim() !== '';

/** The count of text[from, to), by the rules `countText` follows. */
function countPart(text: string, from: number, to: number): Part {
  const slice = text.slice(from, to);
  const { words, frequency } = countWords(slice);
  const { characters, spaces } = countCharacters(slice);
  const betweenEnds: string[] = [];
  let lastEnd = 0;
  for (const match of slice.matchAll(SENTENCE_END)) {
    betweenEnds.push(slice.slice(lastEnd, match.index));
    lastEnd = match.index + match[0].length;
  }
  betweenEnds.push(slice.slice(lastEnd));
  const gsmUnits = packSms(text, from, to, 'GSM-7', { segments: 1, filled: 0 });
  const nonGsm: string[] = [];
  collectNonGsm(text, from, to, nonGsm);
  return {
    length: to - from,
    words,
    characters,
    spaces,
    frequency,
    sentences: piecesOf(betweenEnds, hasLetterOrDigit),
    paragraphs: piecesOf(slice.split(/\r\n|\r|\n/), hasSomething),
    // Outside GSM 03.38 a unit takes none, but then the whole text goes as UCS-2 and this is not looked at.
    gsmOneEach: gsmUnits === to - from,
    ucsOneEach: !SURROGATE_PAIR.test(slice),
    nonGsm,
  };
}

/** Where text[from, to) is cut into parts of about `partLength` units, each ending after a white space (or where the text ends). */
function cutPoints(text: string, from: number, to: number, partLength: number): number[] {
  const ends: number[] = [];
  for (let start = from; start < to; ) {
    let end = Math.min(start + partLength, to);
    while (end < to && !isSpace(text.charCodeAt(end - 1))) end++;
    ends.push(end);
    start = end;
  }
  return ends;
}

/** `units` more units of one unit each, into parts of `part` units. */
function packOneEach(packing: SmsPacking, units: number, part: number): void {
  if (packing.filled + units <= part) {
    packing.filled += units;
    return;
  }
  const after = units - (part - packing.filled);
  const more = Math.ceil(after / part);
  packing.segments += more;
  packing.filled = after - (more - 1) * part;
}

/**
 * How many units `before` and `after` share at the start: whole parts compared by the engine (a native comparison,
 * quick even before the page's code is optimised), then unit by unit inside the first part that differs.
 */
function sharedStart(before: string, after: string, parts: Part[]): number {
  let same = 0;
  for (const part of parts) {
    const end = same + part.length;
    if (end > after.length || !after.startsWith(before.slice(same, end), same)) break;
    same = end;
  }
  const shorter = Math.min(before.length, after.length);
  while (same < shorter && before.charCodeAt(same) === after.charCodeAt(same)) same++;
  return same;
}

/** How many units they share at the end, at most `limit` (what is left after the shared start), found the same way. */
function sharedEnd(before: string, after: string, parts: Part[], limit: number): number {
  let same = 0;
  for (let index = parts.length - 1; index >= 0; index--) {
    const length = parts[index]!.length;
    if (same + length > limit || !after.endsWith(before.slice(before.length - same - length, before.length - same), after.length - same)) break;
    same += length;
  }
  while (same < limit && before.charCodeAt(before.length - 1 - same) === after.charCodeAt(after.length - 1 - same)) same++;
  return same;
}

function addFrequency(into: Map<string, number>, from: Map<string, number>, sign: 1 | -1): void {
  for (const [word, count] of from) {
    const next = (into.get(word) ?? 0) + sign * count;
    if (next === 0) into.delete(word);
    else into.set(word, next);
  }
}

/**
 * A counter for one text being edited. `partLength` (UTF-16 units) is how long a part is at least, unless the text
 * has no white space to cut it at; small values serve the tests, which cut a short text into many parts.
 */
export function createTextCounter(partLength = 4096): TextCounter {
  let text = '';
  let parts: Part[] = [];
  const frequency = new Map<string, number>();
  let last: TextCount | null = null;

  function sms(whole: string): TextCount['sms'] {
    // The first ten distinct characters outside GSM 03.38, in the text's order. A part's own first ten are enough:
    // with g already found before it, the 10 − g still wanted are its first new ones, and at most g of its ten are not new.
    const nonGsm: string[] = [];
    for (const part of parts) {
      if (nonGsm.length === 10) break;
      for (const char of part.nonGsm) if (nonGsm.length < 10 && !nonGsm.includes(char)) nonGsm.push(char);
    }
    const encoding: SmsEncoding = nonGsm.length === 0 ? 'GSM-7' : 'UCS-2';
    const packing = { segments: 1, filled: 0 };
    let units = 0;
    let offset = 0;
    for (const part of parts) {
      const oneEach = encoding === 'GSM-7' ? part.gsmOneEach : part.ucsOneEach;
      if (oneEach) {
        packOneEach(packing, part.length, SMS_LIMITS[encoding].part);
        units += part.length;
      } else units += packSms(whole, offset, offset + part.length, encoding, packing);
      offset += part.length;
    }
    return smsCountOf(encoding, units, packing, nonGsm);
  }

  function total(whole: string): TextCount {
    let words = 0;
    let characters = 0;
    let spaces = 0;
    for (const part of parts) {
      words += part.words;
      characters += part.characters;
      spaces += part.spaces;
    }
    return {
      words,
      characters,
      charactersWithoutSpaces: characters - spaces,
      sentences: joinPieces(parts, (part) => part.sentences),
      paragraphs: joinPieces(parts, (part) => part.paragraphs),
      readingSeconds: Math.ceil((words * 60) / READING_WORDS_PER_MINUTE),
      speakingSeconds: Math.ceil((words * 60) / SPEAKING_WORDS_PER_MINUTE),
      topWords: topTen(frequency),
      sms: sms(whole),
    };
  }

  return {
    count(next: string): TextCount {
      if (last !== null && next === text) return last;
      // The edit: what the old and the new text share at the start and at the end.
      const same = sharedStart(text, next, parts);
      const sameEnd = sharedEnd(text, next, parts, Math.min(text.length, next.length) - same);
      const editEnd = text.length - sameEnd;
      // The parts to count again: from the one holding the edit's start (its start follows an untouched white space)
      // to the one holding the first untouched unit after it (its end follows an untouched white space too), or to
      // the end. The last part is always counted again when the edit reaches the end: its end was the text's end.
      let first = 0;
      let start = 0;
      while (first < parts.length - 1 && start + parts[first]!.length <= same) start += parts[first++]!.length;
      let lastPart = first;
      let end = start + (parts[first]?.length ?? 0);
      while (lastPart < parts.length - 1 && end <= editEnd) end += parts[++lastPart]!.length;
      // Parts left much shorter than `partLength` by deletions are joined to the next one.
      const shift = next.length - text.length;
      while (lastPart < parts.length - 1 && end + shift - start < partLength) end += parts[++lastPart]!.length;
      const removed = parts.slice(first, lastPart + 1);
      for (const part of removed) addFrequency(frequency, part.frequency, -1);
      const added: Part[] = [];
      let from = start;
      for (const to of cutPoints(next, start, end + shift, partLength)) {
        const part = countPart(next, from, to);
        addFrequency(frequency, part.frequency, 1);
        added.push(part);
        from = to;
      }
      parts = [...parts.slice(0, first), ...added, ...parts.slice(lastPart + 1)];
      text = next;
      last = total(next);
      return last;
    },
  };
}
