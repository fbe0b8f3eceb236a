import type { AnalyzeFoodStatus } from '@orbita/proto-types';
import { apiRequest, CONNECTION_ERROR_SHORT } from '../../../lib/api-client';

/** Whether photo analysis is configured, and with which model. */
export function getAnalyzeFoodStatus(signal: AbortSignal): Promise<AnalyzeFoodStatus> {
  return apiRequest<AnalyzeFoodStatus>('/api/analyze-food/status', {
    signal,
    errors: { fallback: 'Stato del servizio non disponibile', network: CONNECTION_ERROR_SHORT },
  });
}
