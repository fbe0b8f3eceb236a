/**
 * A full-text query (`to_tsquery('simple', …)`) that finds rows containing every word of what an
 * admin typed, each as a word or the beginning of one; null when the text has no word. Only
 * letters, digits and the characters of e-mail addresses are kept, so no operator of tsquery's
 * syntax can come from the text.
 */
export function prefixSearchQuery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}@._+-]+/gu) ?? [];
  const kept = words.map((word) => word.replace(/^[._+-]+|[._+-]+$/g, '')).filter(Boolean).slice(0, 8);
  return kept.length === 0 ? null : kept.map((word) => `'${word}':*`).join(' & ');
}
