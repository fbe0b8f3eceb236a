/**
 * Letters of other Latin alphabets as the Agenzia delle Entrate writes them in a codice fiscale: accents and other
 * marks are dropped (NFKD, which also reads full-width «Ｒｏｓｓｉ» and ligatures such as «ﬁ» as ASCII), and the
 * letters that are not a base letter plus a mark become the Latin letters they sound as («Włodarczyk» → WLODARCZYK,
 * «Þór» → THOR, «Strauß» → STRAUSS).
 */
const SPECIAL: Record<string, string> = {
  Ł: 'L', ł: 'l', Ø: 'O', ø: 'o', Đ: 'D', đ: 'd', Ð: 'D', ð: 'd', Þ: 'TH', þ: 'th', ß: 'SS', ẞ: 'SS',
  Æ: 'AE', æ: 'ae', Œ: 'OE', œ: 'oe', Ħ: 'H', ħ: 'h', Ŧ: 'T', ŧ: 't', ı: 'i', ĸ: 'k', Ŋ: 'N', ŋ: 'n',
  ſ: 's', Ŀ: 'L', ŀ: 'l', Ɨ: 'I', ɨ: 'i', Ƶ: 'Z', ƶ: 'z', Ȥ: 'Z', ȥ: 'z', Ɓ: 'B', ɓ: 'b', Ƈ: 'C', ƈ: 'c',
  Ɗ: 'D', ɗ: 'd', Ƒ: 'F', ƒ: 'f', Ɠ: 'G', ɠ: 'g', Ƙ: 'K', ƙ: 'k', Ɲ: 'N', ɲ: 'n', Ƥ: 'P', ƥ: 'p',
  Ƭ: 'T', ƭ: 't', Ʋ: 'V', ʋ: 'v', Ƴ: 'Y', ƴ: 'y', Ǝ: 'E', ǝ: 'e', Ə: 'E', ə: 'e', Ɛ: 'E', ɛ: 'e', Ɔ: 'O', ɔ: 'o',
};
const SPECIAL_LETTERS = new RegExp(`[${Object.keys(SPECIAL).join('')}]`, 'gu');

/** The text in ASCII where it can be: marks dropped, compatibility forms and the letters above replaced. */
export function toLatin(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(SPECIAL_LETTERS, (letter) => SPECIAL[letter]!);
}

/** The letters of `text` that are not Latin (Greek, Cyrillic, Arabic…), once what can be transliterated is. */
export function nonLatinLetters(text: string): string[] {
  return [...new Set(toLatin(text).match(/[^\P{L}A-Za-z]/gu) ?? [])];
}
