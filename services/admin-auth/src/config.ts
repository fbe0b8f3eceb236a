import { Type, type Static } from 'typebox';
import type { BaseConfig } from '@orbita/service-kit';

export const AdminAuthSettings = Type.Object({});
export type AdminAuthConfig = BaseConfig & Static<typeof AdminAuthSettings>;
