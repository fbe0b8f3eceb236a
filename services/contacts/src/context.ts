import { requireData, type ServiceData, type ServiceDeps } from '@orbita/service-kit';
import type { ContactsConfig } from './config.js';
import { contactsLimits, type ContactsLimits } from './limits.js';

/** What the routes of contacts work with, built once in `app.ts`. */
export interface ContactsContext {
  data: ServiceData;
  limits: ContactsLimits;
}

export function contactsContext(deps: ServiceDeps<ContactsConfig>): ContactsContext {
  return { data: requireData(deps, 'contacts'), limits: contactsLimits(deps) };
}
