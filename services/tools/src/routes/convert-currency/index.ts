import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CurrencyRequest, CurrencyResponse, ErrorBody } from '@orbita/proto-types';
import { convertAmount } from '../../currency/exchange-rates.js';
import type { ExchangeRateStore } from '../../currency/rates-store.js';

const convertCurrencyRoute: FastifyPluginAsyncTypebox<{ rates: ExchangeRateStore }> = async (app, { rates }) => {
  app.post(
    '/api/convert-currency',
    {
      schema: {
        body: CurrencyRequest,
        response: { 200: CurrencyResponse, 400: ErrorBody },
      },
    },
    async (request) => {
      const { amount, from, to } = request.body;
      return convertAmount(rates.current(), amount, from, to);
    },
  );
};

export default convertCurrencyRoute;
