import { Type, type Static } from 'typebox';
import { Timestamp, Uuid } from './common.js';

export const ContactRequest = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100, title: 'Nome' }),
  email: Type.String({ minLength: 3, maxLength: 254, title: 'Email' }),
  subject: Type.Optional(Type.String({ maxLength: 200, title: 'Oggetto' })),
  message: Type.String({ minLength: 1, maxLength: 5000, title: 'Messaggio' }),
});
export type ContactRequest = Static<typeof ContactRequest>;

export const ContactCreated = Type.Object({
  id: Uuid,
  createdAt: Timestamp,
  message: Type.String(),
});
export type ContactCreated = Static<typeof ContactCreated>;

export const ContactMessage = Type.Object({
  id: Uuid,
  name: Type.String(),
  email: Type.String(),
  subject: Type.Optional(Type.String()),
  message: Type.String(),
  createdAt: Timestamp,
  read: Type.Boolean(),
});
export type ContactMessage = Static<typeof ContactMessage>;

export const ContactList = Type.Array(ContactMessage);
export type ContactList = Static<typeof ContactList>;

/** `GET /api/admin/contacts/stats`: two of the dashboard's four cards, exact. */
export const AdminContactStats = Type.Object({
  totalContacts: Type.Integer({ minimum: 0 }),
  unreadContacts: Type.Integer({ minimum: 0 }),
});
export type AdminContactStats = Static<typeof AdminContactStats>;
