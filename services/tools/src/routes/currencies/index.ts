import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CURRENCIES, CurrenciesResponse } from '@orbita/proto-types';
import { CURRENCY_NAMES } from '../../currency/currency-names.js';
import type { ExchangeRateStore } from '../../currency/rates-store.js';

const currenciesRoute: FastifyPluginAsyncTypebox<{ rates: ExchangeRateStore }> = async (app, { rates }) => {
  app.get('/api/currencies', { schema: { response: { 200: CurrenciesResponse } } }, async (_request, reply) => {
    const { date, source } = rates.current();
    // Rates change at most once a day; a short cache still shows a new day within minutes.
    void reply.header('cache-control', 'public, max-age=300');
    return { currencies: CURRENCIES.map((code) => ({ code, name: CURRENCY_NAMES[code] })), date, source };
  });
};

export default currenciesRoute;
