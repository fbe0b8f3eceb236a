import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contractRoute } from '@orbita/service-kit';
import type { ToolsContext } from '../../context.js';
import { convertAmount } from '../../currency/exchange-rates.js';

const convertCurrencyRoute: FastifyPluginAsyncTypebox<ToolsContext> = async (app, { rates }) => {
  app.route({
    ...contractRoute('convertCurrency'),
    handler: async (request) => {
      const { amount, from, to } = request.body;
      return convertAmount(rates.current(), amount, from, to);
    },
  });
};

export default convertCurrencyRoute;
