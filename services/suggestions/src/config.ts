import { Type, type Static } from 'typebox';
import type { BaseConfig } from '@orbita/service-kit';

export const SuggestionsSettings = Type.Object({});
export type SuggestionsConfig = BaseConfig & Static<typeof SuggestionsSettings>;
