import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API, CurrencyRequest, CurrencyResponse, ErrorBody } from '@orbita/proto-types';
import { served } from '@orbita/service-kit';
import type { ToolsContext } from '../../context.js';
import { convertAmount } from '../../currency/exchange-rates.js';

const convertCurrencyRoute: FastifyPluginAsyncTypebox<ToolsContext> = async (app, { rates }) => {
  app.route({
    ...served(API.convertCurrency),
    schema: { body: CurrencyRequest, response: { 200: CurrencyResponse, 400: ErrorBody } },
    handler: async (request) => {
      const { amount, from, to } = request.body;
      return convertAmount(rates.current(), amount, from, to);
    },
  });
};

export default convertCurrencyRoute;
