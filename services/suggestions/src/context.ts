import { requireData, type ServiceData, type ServiceDeps } from '@orbita/service-kit';
import type { SuggestionsConfig } from './config.js';
import { suggestionsLimits, type SuggestionsLimits } from './limits.js';

/** What the routes of suggestions work with, built once in `app.ts`. */
export interface SuggestionsContext {
  data: ServiceData;
  limits: SuggestionsLimits;
}

export function suggestionsContext(deps: ServiceDeps<SuggestionsConfig>): SuggestionsContext {
  return { data: requireData(deps, 'suggestions'), limits: suggestionsLimits(deps) };
}
