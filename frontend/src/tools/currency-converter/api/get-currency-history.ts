import type { CurrencyHistoryQuery, CurrencyHistoryResponse } from '@orbita/proto-types';
import { apiRequest, CONNECTION_ERROR } from '../../../lib/api-client';

export const HISTORY_ERROR = 'Impossibile caricare l’andamento del cambio';

export function getCurrencyHistory({ from, to, days }: CurrencyHistoryQuery, signal?: AbortSignal): Promise<CurrencyHistoryResponse> {
  const query = new URLSearchParams({ from, to, ...(days ? { days: String(days) } : {}) });
  return apiRequest<CurrencyHistoryResponse>(`/api/currency-history?${query}`, {
    signal,
    errors: { fallback: HISTORY_ERROR, network: CONNECTION_ERROR },
  });
}
