import { useEffect, useState } from 'react';
import type { SearchableTool, ToolSearch } from './tool-search';

/**
 * The search, with its code loaded only once the visitor starts typing: a page that lists tools does not pay
 * for it on arrival. `tools` must be stable (a module constant). Until it is loaded, `find` returns null for a
 * non-blank query (the caller keeps what it shows); a blank query lists every tool.
 */
export function useToolSearch<T extends SearchableTool>(tools: readonly T[], query: string): (query: string) => T[] | null {
  const [search, setSearch] = useState<ToolSearch<T> | null>(null);
  const wanted = query.trim() !== '';

  useEffect(() => {
    if (!wanted || search) return;
    let cancelled = false;
    void import('./tool-search').then(({ createToolSearch }) => {
      if (!cancelled) setSearch(createToolSearch(tools));
    });
    return () => {
      cancelled = true;
    };
  }, [wanted, search, tools]);

  return (text) => {
    if (text.trim() === '') return [...tools];
    return search ? search.find(text) : null;
  };
}
