import { rateLimit, type ServiceDeps } from '@orbita/service-kit';
import type { ContactsConfig } from './config.js';

/** Per address: a few messages a minute is plenty for a person and little for a script. */
export function contactsLimits({ kv, config }: ServiceDeps<ContactsConfig>) {
  return {
    create: rateLimit({
      kv,
      name: 'contacts-create',
      max: config.CONTACTS_CREATE_PER_MINUTE,
      windowSeconds: 60,
      message: 'Hai inviato troppi messaggi: riprova tra un minuto',
    }),
  };
}
export type ContactsLimits = ReturnType<typeof contactsLimits>;
