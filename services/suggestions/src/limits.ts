import type { FastifyBaseLogger } from 'fastify';
import { rateLimit } from '@orbita/service-kit';
import type { SuggestionsContext } from './context.js';

const MINUTE = 60;

/** Per address: a few suggestions a minute is plenty for a person and little for a script. */
export function suggestionCreationLimit(context: SuggestionsContext, log: FastifyBaseLogger) {
  return rateLimit({
    kv: context.kv,
    name: 'suggestions-create',
    max: context.config.SUGGESTIONS_CREATE_PER_MINUTE,
    windowSeconds: MINUTE,
    message: 'Hai inviato troppi suggerimenti: riprova tra un minuto',
    onKvError: (error) => log.warn({ err: error }, 'rate limit non disponibile: richiesta lasciata passare'),
  });
}

/** Per address, over all suggestions: bounds what clearing the visitor cookie can gain. */
export function voteLimit(context: SuggestionsContext, log: FastifyBaseLogger) {
  return rateLimit({
    kv: context.kv,
    name: 'suggestions-vote',
    max: context.config.SUGGESTIONS_VOTES_PER_MINUTE,
    windowSeconds: MINUTE,
    message: 'Troppi voti in poco tempo: riprova tra un minuto',
    onKvError: (error) => log.warn({ err: error }, 'rate limit non disponibile: richiesta lasciata passare'),
  });
}
