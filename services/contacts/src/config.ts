import { Type, type Static } from 'typebox';
import type { BaseConfig } from '@orbita/service-kit';

export const ContactsSettings = Type.Object({});
export type ContactsConfig = BaseConfig & Static<typeof ContactsSettings>;
