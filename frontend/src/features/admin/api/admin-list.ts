import { ApiError, apiRequest } from '../../../lib/api-client';

export const LOAD_ERROR = 'Errore nel caricamento dei dati';

/**
 * Loads one dashboard list. An unsuccessful answer counts as an empty list (spec §7); an expired session (401)
 * and a request that never got an answer still fail, so the dashboard can log out or show its error.
 */
export async function loadList<T>(path: string, token: string, signal: AbortSignal): Promise<T[]> {
  try {
    return await apiRequest<T[]>(path, { token, signal, errors: { fallback: LOAD_ERROR, network: LOAD_ERROR } });
  } catch (error) {
    if (error instanceof ApiError && error.status !== 0 && error.status !== 401) return [];
    throw error;
  }
}
