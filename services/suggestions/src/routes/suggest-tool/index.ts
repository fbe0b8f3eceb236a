import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, Suggestion, SuggestToolRequest } from '@orbita/proto-types';
import { creationRoute } from '@orbita/service-kit';
import type { SuggestionsContext } from '../../context.js';
import { InvalidSuggestionError } from '../../errors.js';
import { createSuggestion } from '../../suggestions/create-suggestion.js';
import { specViolation } from '../../suggestions/suggestion-input.js';

/** Spec rules first, then the schema; stored and announced in one transaction, 201 once committed. */
const suggestToolRoute: FastifyPluginAsyncTypebox<SuggestionsContext> = async (app, { data, limits }) => {
  const input = { first: specViolation, firstError: InvalidSuggestionError };
  const schema = { body: SuggestToolRequest, created: Suggestion };
  app.route(creationRoute({ row: API.suggestTool, limit: limits.create, input, schema, data, create: createSuggestion }));
};

export default suggestToolRoute;
