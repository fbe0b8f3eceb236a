import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, SUBJECTS, Suggestion, SuggestToolRequest } from '@orbita/proto-types';
import { enqueueEvent, inTransaction } from '@orbita/service-kit';
import { publishSoon, type SuggestionsContext } from '../../context.js';
import { InvalidSuggestionError } from '../../errors.js';
import { suggestionCreationLimit } from '../../limits.js';
import {
  isBlank,
  MISSING_FIELDS_MESSAGE,
  normalizeSuggestion,
  SuggestionInputError,
  type NewSuggestion,
} from '../../suggestions/suggestion-input.js';
import { insertSuggestion } from '../../suggestions/suggestion-repository.js';

/** Spec §5 names one message for a missing name or description; say it before the schema would. */
async function requireNameAndDescription(request: { body: unknown }): Promise<void> {
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
  const { toolName, description } = body as Record<string, unknown>;
  if (isBlank(toolName) || isBlank(description)) throw new InvalidSuggestionError(MISSING_FIELDS_MESSAGE);
}

function validated(request: SuggestToolRequest): NewSuggestion {
  try {
    return normalizeSuggestion(request);
  } catch (error) {
    if (error instanceof SuggestionInputError) throw new InvalidSuggestionError(error.message);
    throw error;
  }
}

const suggestToolRoute: FastifyPluginAsyncTypebox<SuggestionsContext> = async (app, context) => {
  app.post(
    '/api/suggest-tool',
    {
      onRequest: suggestionCreationLimit(context, app.log),
      preValidation: requireNameAndDescription,
      schema: {
        body: SuggestToolRequest,
        response: { 201: Suggestion, 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const input = validated(request.body);
      const suggestion = await inTransaction(context.db, async (client) => {
        const created = await insertSuggestion(client, input);
        await enqueueEvent(client, SUBJECTS.suggestionCreated, {
          suggestionId: created.id,
          toolName: created.toolName,
          category: created.category,
          priority: created.priority,
        });
        return created;
      });
      publishSoon(context.outbox, request.log);
      return reply.status(201).send(suggestion);
    },
  );
};

export default suggestToolRoute;
