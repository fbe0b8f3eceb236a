import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, ErrorBody, IdParams, SUBJECTS, SuggestionList, VoteResponse, type PublicSuggestion } from '@orbita/proto-types';
import { served } from '@orbita/service-kit';
import type { SuggestionsContext } from '../../context.js';
import { SuggestionNotFoundError } from '../../errors.js';
import { listSuggestions, recordVote } from '../../suggestions/suggestion-repository.js';
import { visitorIdFor } from '../../visitor/visitor-id.js';

const suggestionsRoutes: FastifyPluginAsyncTypebox<SuggestionsContext> = async (app, { data, limits }) => {
  app.route({
    ...served(API.suggestions),
    schema: { response: { 200: SuggestionList } },
    handler: async () => {
      const suggestions = await listSuggestions(data.pool, 'votes');
      // Whoever suggested left the e-mail for the team, not for other visitors.
      return suggestions.map(({ email: _email, ...visible }): PublicSuggestion => visible);
    },
  });

  app.route({
    ...served(API.voteSuggestion),
    onRequest: limits.vote,
    schema: { params: IdParams, response: { 200: VoteResponse, 400: ErrorBody, 404: ErrorBody, 429: ErrorBody } },
    handler: async (request, reply) => {
      const suggestionId = request.params.id;
      const visitorId = visitorIdFor(request, reply);
      const outcome = await data.transaction(request.log, async (tx) => {
        const vote = await recordVote(tx.client, suggestionId, visitorId);
        if (vote?.counted) await tx.emit(SUBJECTS.suggestionVoted, { suggestionId, votes: vote.votes });
        return vote;
      });
      if (!outcome) throw new SuggestionNotFoundError();
      return { votes: outcome.votes };
    },
  });
};

export default suggestionsRoutes;
