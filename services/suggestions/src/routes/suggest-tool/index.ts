import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, ErrorBody, SUBJECTS, Suggestion, SuggestToolRequest } from '@orbita/proto-types';
import { checkInput, served } from '@orbita/service-kit';
import type { SuggestionsContext } from '../../context.js';
import { InvalidSuggestionError } from '../../errors.js';
import { normalizeSuggestion, specViolation } from '../../suggestions/suggestion-input.js';
import { insertSuggestion } from '../../suggestions/suggestion-repository.js';

const suggestToolRoute: FastifyPluginAsyncTypebox<SuggestionsContext> = async (app, { data, limits }) => {
  app.route({
    ...served(API.suggestTool),
    onRequest: limits.create,
    ...checkInput({ first: specViolation, firstError: InvalidSuggestionError }),
    schema: { body: SuggestToolRequest, response: { 201: Suggestion, 400: ErrorBody, 429: ErrorBody } },
    handler: async (request, reply) => {
      const input = normalizeSuggestion(request.body);
      const suggestion = await data.transaction(request.log, async (tx) => {
        const created = await insertSuggestion(tx.client, input);
        await tx.emit(SUBJECTS.suggestionCreated, {
          suggestionId: created.id,
          toolName: created.toolName,
          category: created.category,
          priority: created.priority,
        });
        return created;
      });
      return reply.status(201).send(suggestion);
    },
  });
};

export default suggestToolRoute;
