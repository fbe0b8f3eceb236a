import { Type, type Static } from 'typebox';
import type { BaseConfig } from '@orbita/service-kit';

export const ToolsSettings = Type.Object({});
export type ToolsConfig = BaseConfig & Static<typeof ToolsSettings>;
