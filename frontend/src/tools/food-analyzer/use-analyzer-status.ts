import { useEffect, useState } from 'react';
import type { AnalyzeFoodStatus } from '@orbita/proto-types';
import { isAbort } from '../../lib/api-client';
import { getAnalyzeFoodStatus } from './api/get-analyze-food-status';

/** Asks once whether analysis is configured; null until known or when the question itself failed. */
export function useAnalyzerStatus(): AnalyzeFoodStatus | null {
  const [status, setStatus] = useState<AnalyzeFoodStatus | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getAnalyzeFoodStatus(controller.signal).then(setStatus, (error: unknown) => {
      if (!isAbort(error)) console.warn('Stato del servizio di analisi non disponibile', error);
    });
    return () => controller.abort();
  }, []);
  return status;
}
