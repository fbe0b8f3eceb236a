// Writing of place names as Italians write them, for the conversion in build-places.mjs.
// The registries write «FORLI' DEL SANNIO»: the apostrophe after a final vowel is the accent a typewriter lacked.

/** Words written in lower case inside a name («Reggio nell'Emilia», «Sant'Angelo a Cupolo»). */
const PARTICLES = new Set(
  'a ad al ai agli all alla alle allo con d da dal dall dalla dalle dallo de dei degli del dell della delle dello di e ed in la le lo gli i il nel nell nella nelle nello ob presso sul sull sulla sulle sullo sui sugli'.split(' '),
);
const GRAVE = { A: 'à', E: 'è', I: 'ì', O: 'ò', U: 'ù' };

/** «FORLI'» → «FORLÌ»: a vowel, an apostrophe, then the end of a word. */
export function restoreAccents(upper) {
  return upper.replace(/([AEIOU])'(?=$|[\s\-/)])/g, (_, vowel) => GRAVE[vowel].toUpperCase());
}

/**
 * Capitalises each word but the particles, and the letter after an elision («SANT'ANGELO» → «Sant'Angelo»);
 * `moreParticles` for a name in another language («Eppan an der Weinstraße»).
 */
export function italianCase(text, moreParticles = []) {
  const particles = new Set([...PARTICLES, ...moreParticles]);
  const lower = restoreAccents(text).toLocaleLowerCase('it');
  let first = true;
  return lower.replace(/[\p{L}]+/gu, (word, offset) => {
    const before = lower[offset - 1];
    const afterElision = before === "'" || before === '’';
    const keepLower = !first && !afterElision && particles.has(word) && !/[-/]/.test(before ?? '');
    const elided = lower[offset + word.length] === "'" && !first && particles.has(word);
    first = false;
    if (keepLower || elided) return word;
    if (/^x{1,3}(ix|iv|v?i{0,3})$/.test(word) && word.length > 1) return word.toUpperCase();
    return word[0].toLocaleUpperCase('it') + word.slice(1);
  });
}

/** The package's own Latin-1 misreadings of UTF-8 («CittÃ ») turned back into the letters meant. */
export function fixMojibake(text) {
  // «à» is C3 A0 in UTF-8, and A0 (a no-break space) came through as a plain space.
  const spaced = text.replace(/Ã(?:[\s\u00a0]|$)/g, 'à');
  return /[ÃÂ]/.test(spaced) ? Buffer.from(spaced, 'latin1').toString('utf8') : spaced;
}

/** What a search compares: no accents, upper case, letters and digits separated by single spaces. */
export function key(text) {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/['’`]/g, '')
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
}
