import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { creationRoute } from '@orbita/service-kit';
import type { SuggestionsContext } from '../../context.js';
import { InvalidSuggestionError } from '../../errors.js';
import { createSuggestion } from '../../suggestions/create-suggestion.js';
import { specViolation } from '../../suggestions/suggestion-input.js';

/** Spec rules first, then the schema; stored and announced in one transaction, 201 once committed. */
const suggestToolRoute: FastifyPluginAsyncTypebox<SuggestionsContext> = async (app, { data, limits }) => {
  const input = { first: specViolation, firstError: InvalidSuggestionError };
  app.route(creationRoute({ name: 'suggestTool', limit: limits.create, input, data, create: createSuggestion }));
};

export default suggestToolRoute;
