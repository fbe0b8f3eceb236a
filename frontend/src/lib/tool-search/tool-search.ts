import Fuse, { type IFuseOptions } from 'fuse.js';

/** What the search knows about a tool: the registry's words, handed over by the app. */
export interface SearchableTool {
  id: string;
  name: string;
  description: string;
  category: string;
  keywords?: readonly string[];
}

/**
 * Fuzzy, accent-insensitive search over name, synonyms, category and description. The threshold lets
 * one or two slips through ("clacolatore", "esadecimle") while a word that matches nothing stays out;
 * ignoreLocation lets a word match anywhere in a long description.
 */
const OPTIONS: IFuseOptions<SearchableTool> = {
  keys: [
    { name: 'name', weight: 3 },
    { name: 'keywords', weight: 2 },
    { name: 'category', weight: 1 },
    { name: 'description', weight: 0.6 },
  ],
  threshold: 0.34,
  ignoreLocation: true,
  ignoreDiacritics: true,
  minMatchCharLength: 2,
  includeScore: true,
};

export interface ToolSearch<T extends SearchableTool> {
  /** The tools matching `query`, the best match first; every tool, in its own order, for a blank query. */
  find(query: string): T[];
}

export function createToolSearch<T extends SearchableTool>(tools: readonly T[]): ToolSearch<T> {
  const fuse = new Fuse<T>(tools, OPTIONS as IFuseOptions<T>);
  return {
    find(query) {
      const words = query.trim();
      if (!words) return [...tools];
      return fuse.search(words).map((result) => result.item);
    },
  };
}
