/** Apostrophes as Italians type them: «D'Angelo», «D’Angelo», «dell`Orto». */
const APOSTROPHES = /['’‘`´]/g;

/** The word as the search columns also keep it (migrations 0008): accents off, apostrophes out. */
function folded(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').replace(APOSTROPHES, '');
}

/**
 * A full-text query (`to_tsquery('simple', …)`) that finds rows containing every word of what an
 * admin typed, each as a word or the beginning of one; null when the text has no word. Only
 * letters, digits and the characters of e-mail addresses are kept, so no operator of tsquery's
 * syntax can come from the text. A word with an apostrophe or an accent is also looked for folded
 * («dangelo» finds «D'Angelo», «niccolo» finds «Niccolò»), as the search columns keep it.
 */
export function prefixSearchQuery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{M}\p{N}@._+'’‘`´-]+/gu) ?? [];
  const kept = words
    .map((word) => word.replace(/^[._+'’‘`´-]+|[._+'’‘`´-]+$/g, ''))
    .filter(Boolean)
    .slice(0, 8);
  const terms = kept.map((word) => {
    const plain = folded(word);
    const asWritten = word.replace(APOSTROPHES, ' ').trim().split(/\s+/);
    // As written, «d'angelo» is two words of the text («d», «angelo»): both must be there.
    const written = asWritten.map((part) => `'${part}':*`).join(' & ');
    if (!plain) return `(${written})`;
    return plain === word ? `'${word}':*` : `('${plain}':* | ${asWritten.length > 1 ? `(${written})` : written})`;
  });
  return terms.length === 0 ? null : terms.join(' & ');
}
