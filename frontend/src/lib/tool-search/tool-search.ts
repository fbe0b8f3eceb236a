import { synonymsOf } from './synonyms';
import { isKnownWord, matchWord, normalize, STOPWORDS, tokens } from './words';

/** What the search knows about a tool: the registry's words, handed over by the app. */
export interface SearchableTool {
  id: string;
  name: string;
  description: string;
  category: string;
  keywords?: readonly string[];
}

/**
 * How much a word found in each part of a tool counts. A word of the name or of the synonyms names the tool;
 * the category groups tools; the description only hints (it is full of everyday words: «giorni», «colore»).
 */
const FIELD_WEIGHTS = { name: 3, keywords: 2.5, category: 1.5, description: 0.6 } as const;
type Field = keyof typeof FIELD_WEIGHTS;

/** A tool whose score is below this share of the best one is noise beside it, and is left out. */
const RELATIVE_CUTOFF = 0.4;

interface IndexedTool<T> {
  tool: T;
  order: number;
  fields: Record<Field, readonly string[]>;
}

export interface ToolSearch<T extends SearchableTool> {
  /** The tools matching `query`, the best match first; every tool, in its own order, for a blank query. */
  find(query: string): T[];
}

function indexTool<T extends SearchableTool>(tool: T, order: number): IndexedTool<T> {
  return {
    tool,
    order,
    fields: {
      name: tokens(tool.name),
      keywords: tokens((tool.keywords ?? []).join(' ')),
      category: tokens(tool.category),
      description: tokens(tool.description).filter((word) => !STOPWORDS.has(word)),
    },
  };
}

/**
 * The best a query word scores in one tool: the strongest field it matches, by how closely it matches there. A
 * word with synonyms scores by itself or by them, exactly, a synonym a little below the word itself.
 */
function wordScore(word: string, fields: IndexedTool<unknown>['fields'], typos: boolean): number {
  const synonyms = synonymsOf(word);
  if (synonyms.length > 0) {
    // The word says what it means through its synonyms: its stem would find look-alikes («tasse», «tassi»).
    let best = 0;
    for (const field of Object.keys(FIELD_WEIGHTS) as Field[]) {
      if (fields[field].includes(word)) best = Math.max(best, FIELD_WEIGHTS[field]);
      if (synonyms.some((synonym) => fields[field].includes(synonym))) best = Math.max(best, FIELD_WEIGHTS[field] * 0.8);
    }
    return best;
  }
  let best = 0;
  for (const field of Object.keys(FIELD_WEIGHTS) as Field[]) {
    const inDescription = field === 'description';
    for (const token of fields[field]) {
      const closeness = matchWord(word, token, { typos, prefixes: !inDescription || word.length >= 4 });
      if (closeness > 0) best = Math.max(best, FIELD_WEIGHTS[field] * closeness);
    }
  }
  return best;
}

/** The words that count: stopwords out, unless that leaves nothing. */
function queryWords(query: string): string[] {
  const words = tokens(query);
  const meaningful = words.filter((word) => !STOPWORDS.has(word));
  return meaningful.length > 0 ? meaningful : words;
}

/**
 * Word-by-word search over name, synonyms, category and description, accent- and case-insensitive. A word
 * matches a tool's word exactly, by its beginning («calc»), by its stem («colore» for «colori») or, when no
 * tool knows it at all, within one or two typos («clacolatore», «esadecimle»). The tools matching the most
 * query words stay, best first; a tool far below the best match is left out, so a word that names a tool
 * finds that tool and little else.
 */
export function createToolSearch<T extends SearchableTool>(tools: readonly T[]): ToolSearch<T> {
  const indexed = tools.map((tool, order) => indexTool(tool, order));
  const vocabulary = indexed.flatMap((entry) => Object.values(entry.fields).flat());
  return {
    find(query) {
      const words = queryWords(normalize(query));
      if (words.length === 0) return [...tools];
      // Typos are forgiven only for a word the tools do not use: «sconto» must not find «conto».
      const typos = words.map((word) => synonymsOf(word).length === 0 && !isKnownWord(word, vocabulary));
      const scored = indexed.map((entry) => {
        const scores = words.map((word, i) => wordScore(word, entry.fields, typos[i] ?? false));
        return { entry, matched: scores.filter((score) => score > 0).length, score: scores.reduce((a, b) => a + b, 0) };
      });
      const mostMatched = Math.max(...scored.map((s) => s.matched));
      if (mostMatched === 0) return [];
      const candidates = scored.filter((s) => s.matched === mostMatched);
      const best = Math.max(...candidates.map((s) => s.score));
      return candidates
        .filter((s) => s.score >= best * RELATIVE_CUTOFF)
        .sort((a, b) => b.score - a.score || a.entry.order - b.entry.order)
        .map((s) => s.entry.tool);
    },
  };
}
