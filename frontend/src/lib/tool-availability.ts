import { useEffect, useState } from 'react';
import type { AnalyzeFoodStatus } from '@orbita/proto-types';
import { apiRequest } from './api-client';

/** The tools that can be unavailable on a hub, and how the catalogue learns it: the food analyser needs a vision model. */
const FOOD_ANALYZER = 'food-analyzer';

let asked: Promise<ReadonlySet<string>> | null = null;

function askOnce(): Promise<ReadonlySet<string>> {
  // Offline the catalogue shows every tool as it is; the question waits for a page shown online.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return Promise.resolve(new Set());
  asked ??= apiRequest<AnalyzeFoodStatus>('/api/analyze-food/status', {
    errors: { fallback: 'Stato non disponibile', network: 'Errore di connessione' },
  }).then(
    (status) => new Set(status.available ? [] : [FOOD_ANALYZER]),
    // Not knowing is not a reason to hide a tool: its own page says what is wrong.
    () => new Set<string>(),
  );
  return asked;
}

/** Forgets the answer, so a test can ask again. */
export function forgetToolAvailability(): void {
  asked = null;
}

/** The ids of the tools this hub cannot run (the food analyser without a model); empty until known. */
export function useUnavailableTools(): ReadonlySet<string> {
  const [unavailable, setUnavailable] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => {
    let cancelled = false;
    void askOnce().then((ids) => {
      if (!cancelled && ids.size > 0) setUnavailable(ids);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return unavailable;
}

/** The tools in their order, those this hub cannot run moved to the end. */
export function availableFirst<T extends { id: string }>(tools: readonly T[], unavailable: ReadonlySet<string>): T[] {
  if (unavailable.size === 0) return [...tools];
  return [...tools.filter((tool) => !unavailable.has(tool.id)), ...tools.filter((tool) => unavailable.has(tool.id))];
}
