import { buildOpenApiDocument } from '@orbita/proto-types';
import { TOOLS } from '../../tools/registry';
import { SHORTCUTS } from '../pwa/manifest';
import { NOT_FOUND_PAGE, SITE_PAGES } from './site-pages';

/**
 * Italian writes names and titles in sentence case («Calcolatore di date», not «Calcolatore Di Date»): after the
 * first word a capital belongs to a proper noun, an acronym or a new sentence only. Checked wherever a visitor reads a
 * name or a title: the tools' names (cards, headers, search), the pages' titles (tab, prerendered HTML, shared cards),
 * the installed app's shortcuts and the summaries of the API documentation. The tool categories are not checked:
 * shared/spec.md fixes their casing («Salute & Benessere», «Vita Quotidiana»).
 */

/** Names written with a capital in Italian: acronyms kept in capitals below, these as words. */
const PROPER_NOUNS = new Set([
  'Pomodoro', // the technique's name
  'Code', // «QR Code», as shared/spec.md writes it
  'Orbita',
  'Excel',
  'Server-Sent', 'Events', // «Server-Sent Events», the web standard's name
  // People, places and institutions in the API's examples.
  'Mario', 'Rossi', 'Roma', 'Milano', 'Bologna', 'Comune', 'Italia', 'New', 'York', 'Gestione',
]);

/** A word after the first that has a capital and is neither an acronym nor a proper noun, nor opens a sentence. */
export function sentenceCaseSlips(text: string): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  return words.filter((word, index) => {
    if (index === 0) return false;
    const bare = word.replace(/^[«"'(]+|[»"'),.:;!?]+$/g, '');
    const first = bare.split(/[-’']/).pop() ?? bare;
    if (!/^\p{Lu}/u.test(first)) return false;
    if (/^[\p{Lu}\d]{2,}s?$/u.test(first)) return false; // ISTAT, IBAN, IVA, TFR, QR, BMI, PDF, CFU…
    if (PROPER_NOUNS.has(first) || PROPER_NOUNS.has(bare)) return false;
    if (/[.!?:]$/.test(words[index - 1] ?? '') || /^«/.test(word)) return false; // a new sentence or a quotation
    return true;
  });
}

const withoutSiteName = (title: string) => title.replace(/ · Orbita$/, '').replace(/^Orbita · /, '');

function summaries(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item) => summaries(item, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'summary' && typeof value === 'string') found.push(value);
      else summaries(value, found);
    }
  }
  return found;
}


/** Each text with a capital out of place, beside the words that have one. */
function withSlips(texts: readonly string[]): Array<[string, string[]]> {
  return texts.map((text): [string, string[]] => [text, sentenceCaseSlips(text)]).filter(([, slips]) => slips.length > 0);
}

describe('names and titles in sentence case', () => {
  it('finds a capital in the middle of a name, and lets acronyms and proper nouns be', () => {
    expect(sentenceCaseSlips('Calcolatore Di Date')).toEqual(['Di', 'Date']);
    expect(sentenceCaseSlips('Mutuo e Ammortamento')).toEqual(['Ammortamento']);
    expect(sentenceCaseSlips('Rivalutazione ISTAT')).toEqual([]);
    expect(sentenceCaseSlips('Generatore QR Code')).toEqual([]);
    expect(sentenceCaseSlips('Timer Pomodoro')).toEqual([]);
    expect(sentenceCaseSlips("Ritenuta d'acconto")).toEqual([]);
    expect(sentenceCaseSlips('Codice fiscale di Mario Rossi, nato a Roma')).toEqual([]);
  });

  it('names every tool in sentence case', () => {
    expect(withSlips(TOOLS.map((tool) => tool.name))).toEqual([]);
  });

  it('titles every page in sentence case, the 404 page and the installed app’s shortcuts too', () => {
    const titles = [...SITE_PAGES, NOT_FOUND_PAGE].map((page) => withoutSiteName(page.title)).concat(SHORTCUTS.map((shortcut) => shortcut.name));
    expect(withSlips(titles)).toEqual([]);
  });

  it('sums up every call of the API documentation in sentence case', () => {
    const found = summaries(buildOpenApiDocument());
    expect(found.length).toBeGreaterThan(30);
    expect(withSlips(found)).toEqual([]);
  });
});
