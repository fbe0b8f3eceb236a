import { useCallback, useSyncExternalStore } from 'react';

/**
 * The visitor's favourite tools and the last ones used, kept in this browser only (localStorage, as ids).
 * Every component reading them updates together, in this tab and in the others.
 */
export const FAVOURITES_KEY = 'orbita.preferiti';
export const RECENT_KEY = 'orbita.recenti';
export const RECENT_COUNT = 3;

const EMPTY: readonly string[] = Object.freeze([]);
const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; ids: readonly string[] }>();

function readIds(key: string): readonly string[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(key);
  } catch {
    return EMPTY;
  }
  const cached = cache.get(key);
  if (cached && cached.raw === raw) return cached.ids;
  let ids: readonly string[] = EMPTY;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) ids = Object.freeze(parsed.filter((id): id is string => typeof id === 'string'));
  } catch {
    // A value written by hand or by an older version: start again from nothing.
  }
  cache.set(key, { raw, ids });
  return ids;
}

function writeIds(key: string, ids: readonly string[]): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(ids));
  } catch {
    // Storage full or refused (private mode): the choice lasts until the page is left.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === FAVOURITES_KEY || event.key === RECENT_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function toggleFavourite(id: string): void {
  const ids = readIds(FAVOURITES_KEY);
  writeIds(FAVOURITES_KEY, ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]);
}

/** Puts `id` first among the recent tools, keeping the last three. */
export function recordToolUse(id: string): void {
  const ids = readIds(RECENT_KEY);
  if (ids[0] === id) return;
  writeIds(RECENT_KEY, [id, ...ids.filter((other) => other !== id)].slice(0, RECENT_COUNT));
}

const useIds = (key: string) =>
  useSyncExternalStore(
    subscribe,
    () => readIds(key),
    () => EMPTY,
  );

export function useFavourites(): { favourites: readonly string[]; isFavourite: (id: string) => boolean; toggle: (id: string) => void } {
  const favourites = useIds(FAVOURITES_KEY);
  const isFavourite = useCallback((id: string) => favourites.includes(id), [favourites]);
  return { favourites, isFavourite, toggle: toggleFavourite };
}

export function useRecentTools(): readonly string[] {
  return useIds(RECENT_KEY);
}

/** The items whose id is a favourite come first, in the order they were chosen; the others keep their order. */
export function favouritesFirst<T extends { id: string }>(items: readonly T[], favourites: readonly string[]): T[] {
  const rank = (item: T) => {
    const index = favourites.indexOf(item.id);
    return index === -1 ? favourites.length : index;
  };
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rank(a.item) - rank(b.item) || a.index - b.index)
    .map(({ item }) => item);
}
