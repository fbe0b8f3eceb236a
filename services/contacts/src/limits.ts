import type { FastifyBaseLogger } from 'fastify';
import { rateLimit } from '@orbita/service-kit';
import type { ContactsContext } from './context.js';

/** Per address: a few messages a minute is plenty for a person and little for a script. */
export function contactCreationLimit(context: ContactsContext, log: FastifyBaseLogger) {
  return rateLimit({
    kv: context.kv,
    name: 'contacts-create',
    max: context.config.CONTACTS_CREATE_PER_MINUTE,
    windowSeconds: 60,
    message: 'Hai inviato troppi messaggi: riprova tra un minuto',
    onKvError: (error) => log.warn({ err: error }, 'rate limit non disponibile: richiesta lasciata passare'),
  });
}
