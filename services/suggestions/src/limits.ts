import { rateLimit, type ServiceDeps } from '@orbita/service-kit';
import type { SuggestionsConfig } from './config.js';

const MINUTE = 60;

export function suggestionsLimits({ kv, config }: ServiceDeps<SuggestionsConfig>) {
  return {
    /** Per address: a few suggestions a minute is plenty for a person and little for a script. */
    create: rateLimit({
      kv,
      name: 'suggestions-create',
      max: config.SUGGESTIONS_CREATE_PER_MINUTE,
      windowSeconds: MINUTE,
      message: 'Hai inviato troppi suggerimenti: riprova tra un minuto',
    }),
    /** Per address, over all suggestions: bounds what clearing the visitor cookie can gain. */
    vote: rateLimit({
      kv,
      name: 'suggestions-vote',
      max: config.SUGGESTIONS_VOTES_PER_MINUTE,
      windowSeconds: MINUTE,
      message: 'Troppi voti in poco tempo: riprova tra un minuto',
    }),
  };
}
export type SuggestionsLimits = ReturnType<typeof suggestionsLimits>;
