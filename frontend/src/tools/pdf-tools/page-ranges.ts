/**
 * Pages typed the Italian way: «1-3, 5, 8-» (commas or semicolons between parts, a dash or «a» inside a range,
 * an open end meaning «to the last page», an open start «from the first»).
 */
export type PageRangesResult = { pages: number[] } | { error: string };

export const RANGES_EXAMPLE = '1-3, 5, 8-';
const MAX_TEXT = 500;
const PART = /^(\d{1,6})?\s*(?:(-|–|—|\ba\b)\s*(\d{1,6})?)?$/;

function partError(part: string): string {
  if (/\p{L}/u.test(part.replace(/\ba\b/g, ''))) return `Scrivi solo numeri di pagina, trattini e virgole, ad esempio ${RANGES_EXAMPLE}`;
  const shown = part.length > 20 ? `${part.slice(0, 20)}…` : part;
  return `«${shown}» non è una pagina né un intervallo: scrivi ad esempio ${RANGES_EXAMPLE}`;
}

function pageError(page: number, pageCount: number): string | null {
  if (page < 1) return 'Le pagine si contano da 1: la pagina 0 non esiste';
  if (page > pageCount) {
    const total = pageCount === 1 ? 'una sola pagina' : `${pageCount} pagine`;
    return `Il documento ha ${total}: la pagina ${page} non esiste`;
  }
  return null;
}

function readPart(part: string, pageCount: number): { from: number; to: number } | { error: string } {
  const match = PART.exec(part);
  if (!match || (match[1] === undefined && match[3] === undefined)) return { error: partError(part) };
  const [, start, dash, end] = match;
  const from = start === undefined ? 1 : Number(start);
  const to = dash === undefined ? from : end === undefined ? pageCount : Number(end);
  const outside = pageError(from, pageCount) ?? pageError(to, pageCount);
  if (outside) return { error: outside };
  if (from > to) return { error: `L'intervallo ${part} va all'indietro: scrivi ${to}-${from}` };
  return { from, to };
}

/** The pages the text names, in document order and each once (1-based), or an Italian sentence saying what is wrong. */
export function parsePageRanges(text: string, pageCount: number): PageRangesResult {
  if (text.length > MAX_TEXT) return { error: `Scrivi al massimo ${MAX_TEXT} caratteri: usa gli intervalli, ad esempio ${RANGES_EXAMPLE}` };
  if (!Number.isInteger(pageCount) || pageCount < 1) return { error: 'Il documento non ha pagine' };
  const parts = text.split(/[,;]/).map((part) => part.trim().replace(/\s+/g, ' '));
  if (parts.every((part) => part === '')) return { error: `Scrivi le pagine, ad esempio ${RANGES_EXAMPLE}` };
  const chosen = new Set<number>();
  for (const part of parts) {
    if (part === '') continue;
    const range = readPart(part, pageCount);
    if ('error' in range) return range;
    for (let page = range.from; page <= range.to; page += 1) chosen.add(page);
  }
  return { pages: [...chosen].sort((a, b) => a - b) };
}

/** The pages left when the typed ones are deleted; deleting every page is refused, since a PDF needs one. */
export function pagesAfterDeleting(text: string, pageCount: number): PageRangesResult {
  const typed = parsePageRanges(text, pageCount);
  if ('error' in typed) return typed;
  const removed = new Set(typed.pages);
  const kept = Array.from({ length: pageCount }, (_, index) => index + 1).filter((page) => !removed.has(page));
  if (kept.length === 0) return { error: 'Non puoi eliminare tutte le pagine: un PDF ne deve avere almeno una' };
  return { pages: kept };
}
