/** The words of a text as the search compares them: lower case, without accents, split at anything but letters, digits and «%». */
export function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function tokens(text: string): string[] {
  return normalize(text)
    .split(/[^a-z0-9%]+/)
    .filter((word) => word !== '');
}

/** Italian words that say nothing about a tool: never searched in a description, dropped from a query. */
export const STOPWORDS: ReadonlySet<string> = new Set(
  ('a ad al alla alle allo ai agli che chi ci con da dal dalla dalle dai dagli de del della delle dei degli di e ed ' +
    'fra gli i il in l la le lo ma ne nel nella nelle nei negli o od per piu se si su sul sulla sui tra ti tu tuo tua ' +
    'tuoi tue un una uno tutto tutti ogni come quale quali oppure anche senza vuoi sai').split(' '),
);

/** «colori» and «colore», «giorno» and «giorni» share a stem: the word without its last vowel. */
function stem(word: string): string | null {
  return word.length >= 5 && /[aeiou]$/.test(word) ? word.slice(0, -1) : null;
}

/** Optimal string alignment distance (Levenshtein with adjacent swaps), given up beyond `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (before[j - 2] ?? 0) + 1);
      row.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    before = previous;
    previous = row;
  }
  return previous[b.length] ?? limit + 1;
}

/** How many typos a word of this length may carry and still be recognised. */
function typoAllowance(word: string): number {
  if (word.length >= 8) return 2;
  return word.length >= 4 ? 1 : 0;
}

export interface MatchOptions {
  /** Whether a typo is forgiven (only for a word no tool uses). */
  typos: boolean;
  /** Whether the word may be the beginning of the tool's word (the visitor is still typing). */
  prefixes: boolean;
}

/** How closely a query word matches a tool's word: 1 the same word, less for a stem, a beginning or a typo, 0 not at all. */
export function matchWord(word: string, token: string, options: MatchOptions): number {
  if (word === token) return 1;
  const wordStem = stem(word);
  if (wordStem !== null && wordStem === stem(token)) return 0.9;
  if (options.prefixes && word.length >= 2 && token.startsWith(word)) return 0.5 + 0.4 * (word.length / token.length);
  if (!options.typos) return 0;
  const allowed = typoAllowance(word);
  if (allowed > 0 && editDistance(word, token, allowed) <= allowed) return 0.6;
  if (word.length >= 6 && token.length > word.length && editDistance(word, token.slice(0, word.length), 1) <= 1) return 0.5;
  return 0;
}

/** Whether some tool uses the word, its stem or a word it begins. */
export function isKnownWord(word: string, vocabulary: readonly string[]): boolean {
  const wordStem = stem(word);
  return vocabulary.some((token) => token === word || token.startsWith(word) || (wordStem !== null && wordStem === stem(token)));
}
