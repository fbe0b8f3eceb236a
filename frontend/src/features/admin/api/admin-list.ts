import { ApiError, apiPage, apiRequest, type ApiPage } from '../../../lib/api-client';

export const LOAD_ERROR = 'Errore nel caricamento dei dati';

/**
 * Loads one page of a dashboard list. An unsuccessful answer counts as an empty list (spec §7); an expired
 * session (401) and a request that never got an answer still fail, so the dashboard can log out or show its error.
 */
export async function loadPage<T>(path: string, token: string, signal: AbortSignal): Promise<ApiPage<T>> {
  try {
    return await apiPage<T>(path, { token, signal, errors: { fallback: LOAD_ERROR, network: LOAD_ERROR } });
  } catch (error) {
    if (error instanceof ApiError && error.status !== 0 && error.status !== 401) return { items: [], next: null };
    throw error;
  }
}

/** Loads figures the dashboard can do without: null when they did not come (it then counts what it holds). */
export async function loadFigures<T>(path: string, token: string, signal: AbortSignal): Promise<T | null> {
  try {
    return await apiRequest<T>(path, { token, signal, errors: { fallback: LOAD_ERROR, network: LOAD_ERROR } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw error;
    signal.throwIfAborted();
    return null;
  }
}

export interface ListRequest {
  /** The admin's search text; empty for every row. */
  q: string;
  /** How many rows the first page holds (the server's default when absent). */
  limit?: number;
}

/** The address of a list's first page for this search. */
export function firstPagePath(base: string, { q, limit }: ListRequest): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set('q', q.trim());
  if (limit !== undefined) params.set('limit', String(limit));
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}
