import { Type, type Static } from 'typebox';
import type { BaseConfig } from '@orbita/service-kit';

export const AiVisionSettings = Type.Object({});
export type AiVisionConfig = BaseConfig & Static<typeof AiVisionSettings>;
