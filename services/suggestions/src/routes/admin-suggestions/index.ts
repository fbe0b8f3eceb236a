import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminSuggestionList, ErrorBody, IdParams, OkAnswer, SUBJECTS } from '@orbita/proto-types';
import { enqueueEvent, inTransaction } from '@orbita/service-kit';
import { publishSoon, type SuggestionsContext } from '../../context.js';
import { SuggestionNotFoundError } from '../../errors.js';
import { deleteSuggestion, listSuggestions } from '../../suggestions/suggestion-repository.js';

/** The admin's calls. The gateway checks the token too; checking it here keeps a direct call closed. */
const adminSuggestionsRoutes: FastifyPluginAsyncTypebox<SuggestionsContext> = async (app, context) => {
  app.get(
    '/api/admin/suggestions',
    { preHandler: app.requireAdmin, schema: { response: { 200: AdminSuggestionList, 401: ErrorBody } } },
    async () => await listSuggestions(context.db, 'newest'),
  );

  app.delete(
    '/api/admin/suggestions/:id',
    {
      preHandler: app.requireAdmin,
      schema: { params: IdParams, response: { 200: OkAnswer, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody } },
    },
    async (request) => {
      const suggestionId = request.params.id;
      const deleted = await inTransaction(context.db, async (client) => {
        const existed = await deleteSuggestion(client, suggestionId);
        if (existed) await enqueueEvent(client, SUBJECTS.suggestionDeleted, { suggestionId });
        return existed;
      });
      if (!deleted) throw new SuggestionNotFoundError();
      publishSoon(context.outbox, request.log);
      return { ok: true as const };
    },
  );
};

export default adminSuggestionsRoutes;
