import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type PublicSuggestion, SUBJECTS } from '@orbita/proto-types';
import { checkInput, conditionalGet, contractRoute, decodeCursor, linkNext, pageSize, queryValidatorCompiler, SHORT_PUBLIC_CACHE } from '@orbita/service-kit';
import type { SuggestionsContext } from '../../context.js';
import { InvalidCursorError, SuggestionNotFoundError } from '../../errors.js';
import { BY_VOTES_CURSOR, listByVotes, recordVote, suggestionStats } from '../../suggestions/suggestion-repository.js';
import { visitorIdFor } from '../../visitor/visitor-id.js';

const suggestionsRoutes: FastifyPluginAsyncTypebox<SuggestionsContext> = async (app, { data, limits }) => {
  // One page, most votes first; the next page's address is in the `Link` header.
  app.route({
    ...contractRoute('suggestions'),
    ...checkInput(),
    validatorCompiler: queryValidatorCompiler,
    onSend: conditionalGet(SHORT_PUBLIC_CACHE),
    handler: async (request, reply) => {
      const { cursor, limit, category } = request.query;
      const after = cursor === undefined ? null : decodeCursor(cursor, BY_VOTES_CURSOR);
      if (after === null && cursor !== undefined) throw new InvalidCursorError();
      const page = await listByVotes(data.pool, { limit: pageSize(limit), after, category });
      linkNext(request, reply, page.next);
      // Whoever suggested left the e-mail for the team, not for other visitors.
      return page.items.map(({ email: _email, ...visible }): PublicSuggestion => visible);
    },
  });

  app.route({
    ...contractRoute('suggestionStats'),
    ...checkInput(),
    onSend: conditionalGet(SHORT_PUBLIC_CACHE),
    handler: async (request) => await suggestionStats(data.pool, request.query.category),
  });

  app.route({
    ...contractRoute('voteSuggestion'),
    onRequest: limits.vote,
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
