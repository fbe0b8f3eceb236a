import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, IdParams, SUBJECTS, SuggestionList, VoteResponse, type PublicSuggestion } from '@orbita/proto-types';
import { enqueueEvent, inTransaction } from '@orbita/service-kit';
import { publishSoon, type SuggestionsContext } from '../../context.js';
import { SuggestionNotFoundError } from '../../errors.js';
import { voteLimit } from '../../limits.js';
import { listSuggestions, recordVote } from '../../suggestions/suggestion-repository.js';
import { visitorIdFor } from '../../visitor/visitor-id.js';

const suggestionsRoutes: FastifyPluginAsyncTypebox<SuggestionsContext> = async (app, context) => {
  app.get('/api/suggestions', { schema: { response: { 200: SuggestionList } } }, async () => {
    const suggestions = await listSuggestions(context.db, 'votes');
    // Whoever suggested left the e-mail for the team, not for other visitors.
    return suggestions.map(({ email: _email, ...visible }): PublicSuggestion => visible);
  });

  app.post(
    '/api/suggestions/:id/vote',
    {
      onRequest: voteLimit(context, app.log),
      schema: {
        params: IdParams,
        response: { 200: VoteResponse, 400: ErrorBody, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const suggestionId = request.params.id;
      const visitorId = visitorIdFor(request, reply);
      const outcome = await inTransaction(context.db, async (client) => {
        const vote = await recordVote(client, suggestionId, visitorId);
        if (vote?.counted) await enqueueEvent(client, SUBJECTS.suggestionVoted, { suggestionId, votes: vote.votes });
        return vote;
      });
      if (!outcome) throw new SuggestionNotFoundError();
      if (outcome.counted) publishSoon(context.outbox, request.log);
      return { votes: outcome.votes };
    },
  );
};

export default suggestionsRoutes;
