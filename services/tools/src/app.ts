import type { FastifyInstance } from 'fastify';
import type { ServiceDeps } from '@orbita/service-kit';
import type { ToolsConfig } from './config.js';
import { ExchangeRateStore } from './currency/rates-store.js';
import { loadShippedRates } from './currency/shipped-rates.js';
import calculateCaloriesRoute from './routes/calculate-calories/index.js';
import convertCurrencyRoute from './routes/convert-currency/index.js';
import convertNumberRoute from './routes/convert-number/index.js';
import currenciesRoute from './routes/currencies/index.js';
import generatePaletteRoute from './routes/generate-palette/index.js';
import generateQrRoute from './routes/generate-qr/index.js';

/** The tools service: stateless calculators and generators, plus the exchange rates they convert with. */
export default async function toolsApp(app: FastifyInstance, { config, kv }: ServiceDeps<ToolsConfig>): Promise<void> {
  const rates = new ExchangeRateStore({
    kv,
    shipped: loadShippedRates(),
    feedUrl: config.RATES_URL,
    fetchTimeoutMs: config.RATES_FETCH_TIMEOUT_MS,
    refreshSeconds: config.RATES_REFRESH_SECONDS,
    syncSeconds: config.RATES_SYNC_SECONDS,
    log: app.log,
  });
  app.addHook('onReady', async () => rates.start());
  app.addHook('onClose', async () => rates.stop());
  app.addReadinessCheck({ name: 'exchange-rates', critical: false, check: async () => `tassi del ${rates.current().date}` });

  await app.register(calculateCaloriesRoute);
  await app.register(convertCurrencyRoute, { rates });
  await app.register(currenciesRoute, { rates });
  await app.register(generatePaletteRoute);
  await app.register(generateQrRoute);
  await app.register(convertNumberRoute);
}
