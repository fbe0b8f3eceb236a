import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CURRENCIES } from '@orbita/proto-types';
import { contractRoute } from '@orbita/service-kit';
import type { ToolsContext } from '../../context.js';
import { CURRENCY_NAMES } from '../../currency/currency-names.js';

const currenciesRoute: FastifyPluginAsyncTypebox<ToolsContext> = async (app, { rates }) => {
  app.route({
    ...contractRoute('currencies'),
    handler: async (_request, reply) => {
      const { date, source } = rates.current();
      // Rates change at most once a day; a short cache still shows a new day within minutes.
      void reply.header('cache-control', 'public, max-age=300');
      return { currencies: CURRENCIES.map((code) => ({ code, name: CURRENCY_NAMES[code] })), date, source };
    },
  });
};

export default currenciesRoute;
