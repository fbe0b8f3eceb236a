import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MAX_HISTORY_DAYS } from '@orbita/proto-types';
import { contractRoute, queryValidatorCompiler } from '@orbita/service-kit';
import type { ToolsContext } from '../../context.js';
import { pairHistory } from '../../currency/pair-history.js';

const currencyHistoryRoute: FastifyPluginAsyncTypebox<ToolsContext> = async (app, { rates }) => {
  app.route({
    ...contractRoute('currencyHistory'),
    validatorCompiler: queryValidatorCompiler,
    handler: async (request, reply) => {
      const { from, to, days = MAX_HISTORY_DAYS } = request.query;
      const history = rates.history();
      // The same short cache as the currency list: the history moves once a working day.
      void reply.header('cache-control', 'public, max-age=300');
      return { from, to, source: history[0]?.source ?? rates.current().source, points: pairHistory(history, from, to, days) };
    },
  });
};

export default currencyHistoryRoute;
