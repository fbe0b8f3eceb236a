import { Type, type Static } from 'typebox';
import type { BaseConfig } from '@orbita/service-kit';

export const ContactsSettings = Type.Object({
  /** Contact messages one address may send in a minute. */
  CONTACTS_CREATE_PER_MINUTE: Type.Integer({ minimum: 1, default: 5 }),
});
export type ContactsConfig = BaseConfig & Static<typeof ContactsSettings>;
