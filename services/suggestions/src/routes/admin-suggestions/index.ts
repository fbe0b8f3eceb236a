import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminSuggestion,
  AdminSuggestionList,
  AdminSuggestionStats,
  API,
  ErrorBody,
  IdParams,
  NoContent,
  SUBJECTS,
  SuggestionActivity,
} from '@orbita/proto-types';
import { served, serveAdminLists } from '@orbita/service-kit';
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
    list: { row: API.adminSuggestions, schema: AdminSuggestionList, cursor: BY_NEWEST_CURSOR, invalidCursor: InvalidCursorError, read: listByNewest },
    stats: { row: API.adminSuggestionStats, schema: AdminSuggestionStats, read: adminSuggestionStats },
    export: { row: API.adminExportSuggestions, fileName: 'suggerimenti', header: SUGGESTION_CSV_HEADER, rows: suggestionCsvRows },
    activity: { row: API.adminSuggestionActivity, schema: SuggestionActivity, read: suggestionActivity },
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

  // Approving twice answers the same and announces nothing new.
  app.route({
    ...served(API.adminApproveSuggestion),
    schema: { params: IdParams, response: { 200: AdminSuggestion, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody } },
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
