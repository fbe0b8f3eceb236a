import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminSuggestionList, API, ErrorBody, IdParams, NoContent, SUBJECTS } from '@orbita/proto-types';
import { served } from '@orbita/service-kit';
import type { SuggestionsContext } from '../../context.js';
import { SuggestionNotFoundError } from '../../errors.js';
import { deleteSuggestion, listSuggestions } from '../../suggestions/suggestion-repository.js';

/** The admin's calls. The gateway checks the token too; checking it here keeps a direct call closed. */
const adminSuggestionsRoutes: FastifyPluginAsyncTypebox<SuggestionsContext> = async (app, { data }) => {
  app.addHook('onRequest', app.requireAdmin);

  app.route({
    ...served(API.adminSuggestions),
    schema: { response: { 200: AdminSuggestionList, 401: ErrorBody } },
    handler: async () => await listSuggestions(data.pool, 'newest'),
  });

  app.route({
    ...served(API.adminDeleteSuggestion),
    schema: { params: IdParams, response: { 204: NoContent, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody } },
    handler: async (request, reply) => {
      const suggestionId = request.params.id;
      const deleted = await data.transaction(request.log, async (tx) => {
        const existed = await deleteSuggestion(tx.client, suggestionId);
        if (existed) await tx.emit(SUBJECTS.suggestionDeleted, { suggestionId });
        return existed;
      });
      if (!deleted) throw new SuggestionNotFoundError();
      return reply.status(204).send(null);
    },
  });
};

export default adminSuggestionsRoutes;
