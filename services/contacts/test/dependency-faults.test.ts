import { API, SUBJECTS } from '@orbita/proto-types';
import { contactsService } from '@orbita/contacts';
import { describeDependencyFaults } from '@orbita/service-kit/testing';
import { sendContact, VALID_CONTACT } from './support.js';

/*
 * Contacts on a private Postgres, Redis and NATS, each crashed by its PID and started again
 * under 20 messages a second (see docs/OPERATIONS.md, "When a dependency blinks").
 */
describeDependencyFaults({
  definition: contactsService,
  write: (app, index) => sendContact(app, { ...VALID_CONTACT, name: `Visitatore ${index}` }),
  table: 'contacts.messages',
  event: { subject: SUBJECTS.contactCreated, rowIdField: 'contactId' },
  adminPath: API.adminContacts.path,
});
