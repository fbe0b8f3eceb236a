import { Type, type Static } from 'typebox';
import type { BaseConfig } from '@orbita/service-kit';

export const SuggestionsSettings = Type.Object({
  /** Suggestions one address may send in a minute. */
  SUGGESTIONS_CREATE_PER_MINUTE: Type.Integer({ minimum: 1, default: 5 }),
  /** Votes one address may cast in a minute, over all suggestions. */
  SUGGESTIONS_VOTES_PER_MINUTE: Type.Integer({ minimum: 1, default: 30 }),
});
export type SuggestionsConfig = BaseConfig & Static<typeof SuggestionsSettings>;
