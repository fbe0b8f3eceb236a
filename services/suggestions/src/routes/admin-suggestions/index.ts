import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SUBJECTS } from '@orbita/proto-types';
import { contractRoute, serveAdminLists } from '@orbita/service-kit';
import type { SuggestionsContext } from '../../context.js';
import { InvalidCursorError, SuggestionNotFoundError } from '../../errors.js';
import { SUGGESTION_CSV_HEADER, suggestionActivity, suggestionCsvRows } from '../../suggestions/suggestion-admin.js';
import {
  adminSuggestionStats,
  BY_NEWEST_CURSOR,
  deleteSuggestion,
  listByNewest,
  markApproved,
} from '../../suggestions/suggestion-repository.js';

/** The admin's calls. The gateway checks the token too; checking it here keeps a direct call closed. */
const adminSuggestionsRoutes: FastifyPluginAsyncTypebox<SuggestionsContext> = async (app, { data }) => {
  app.addHook('onRequest', app.requireAdmin);

  serveAdminLists(app, data.pool, {
    list: { name: 'adminSuggestions', cursor: BY_NEWEST_CURSOR, invalidCursor: InvalidCursorError, read: listByNewest },
    stats: { name: 'adminSuggestionStats', read: adminSuggestionStats },
    export: { name: 'adminExportSuggestions', fileName: 'suggerimenti', header: SUGGESTION_CSV_HEADER, rows: suggestionCsvRows },
    activity: { name: 'adminSuggestionActivity', read: suggestionActivity },
  });

  app.route({
    ...contractRoute('adminDeleteSuggestion'),
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

  // Approving twice answers the same and announces nothing new.
  app.route({
    ...contractRoute('adminApproveSuggestion'),
    handler: async (request) => {
      const outcome = await data.transaction(request.log, async (tx) => {
        const approved = await markApproved(tx.client, request.params.id);
        if (approved?.changed) await tx.emit(SUBJECTS.suggestionApproved, { suggestionId: approved.suggestion.id, toolName: approved.suggestion.toolName });
        return approved;
      });
      if (!outcome) throw new SuggestionNotFoundError();
      return outcome.suggestion;
    },
  });
};

export default adminSuggestionsRoutes;
